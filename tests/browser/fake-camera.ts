import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { QRCodeSVG } from 'qrcode.react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import sharp from 'sharp';

/*
 * Chromium's fake camera for the scanner's browser tests: a guest's QR code drawn as the guest's page
 * draws it, turned by ffmpeg into the .y4m video Chromium plays as the camera.
 */

export const FFMPEG = process.env.FFMPEG_PATH ?? '/usr/bin/ffmpeg';
export const hasFfmpeg = existsSync(FFMPEG);

/** A PNG of the QR code of `value`, drawn as the guest's page draws it (qrcode.react, black on white). */
export async function qrPng(value: string, file: string) {
  const svg = renderToStaticMarkup(
    createElement(QRCodeSVG, { value, size: 360, marginSize: 4, bgColor: '#ffffff', fgColor: '#000000' }),
  );
  await sharp(Buffer.from(svg)).png().toFile(file);
}

/** How the picture sits in the 640 × 480 frame: centred on white, or so close only its middle shows. */
export const FRAMING = {
  centred: 'scale=-2:400,pad=640:480:(ow-iw)/2:(oh-ih)/2:white',
  tooClose: 'scale=-2:1600,crop=640:480',
} as const;

/** A few seconds of video of the picture, framed so, as Chromium's fake camera reads it. */
export function y4mOf(png: string, file: string, framing: string = FRAMING.centred) {
  execFileSync(FFMPEG, [
    '-loglevel',
    'error',
    '-y',
    '-loop',
    '1',
    '-i',
    png,
    '-t',
    '3',
    '-r',
    '10',
    '-pix_fmt',
    'yuv420p',
    '-vf',
    framing,
    file,
  ]);
}

/** Chromium's flags that make the video file its camera, allowed without asking. */
export const fakeCameraArgs = (video: string) => [
  '--use-fake-device-for-media-stream',
  '--use-fake-ui-for-media-stream',
  `--use-file-for-fake-video-capture=${video}`,
];
