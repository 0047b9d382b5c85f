/**
 * `npx tsx scripts/default-song.ts`: synthesizes the default song (used when an invitation has none:
 * docs/product.md#music) and writes app/public/audio/default-song.mp3. Everything is generated here
 * from sine waves, so the song is ours and free of rights: a gentle music-box arpeggio over a soft
 * bass, C - Am - F - G twice at 80 BPM, 24 seconds that loop without a seam (each note's tail wraps
 * around to the start). The 16-bit PCM WAV goes to a temporary folder and is encoded with `lame`
 * (Debian package `lame`), mono VBR, about 105 KB.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const RATE = 44_100;
const BPM = 80;
const BEAT = 60 / BPM;
const BAR = 4 * BEAT;
const EIGHTH = BEAT / 2;

/** Chords as MIDI notes: root, fifth and octave for the arpeggio, plus the bass root. */
const CHORDS = [
  { bass: 36, tones: [48, 55, 60, 64, 67] }, // C
  { bass: 45, tones: [45, 52, 57, 60, 64] }, // Am
  { bass: 41, tones: [41, 48, 53, 57, 60] }, // F
  { bass: 43, tones: [43, 50, 55, 59, 62] }, // G
];
const PROGRESSION = [0, 1, 2, 3, 0, 1, 2, 3];
/** Which chord tone each eighth note of a bar plays: up and back down. */
const PATTERN = [0, 1, 2, 3, 4, 3, 2, 1];
/** A small melody on top: one note (MIDI) on beats 1 and 3 of each bar, null for a rest. */
const MELODY: (number | null)[] = [76, 79, 76, 72, 77, 76, 74, null, 72, 76, 72, 69, 69, 72, 71, 74];

const LENGTH = Math.round(PROGRESSION.length * BAR * RATE);
const left = new Float64Array(LENGTH);

const frequency = (midi: number) => 440 * 2 ** ((midi - 69) / 12);

/**
 * Adds one note into the loop: harmonics with amplitudes `partials`, a 6 ms attack and an
 * exponential decay; samples past the end wrap around to the start so the loop has no seam.
 */
function addNote(midi: number, start: number, seconds: number, gain: number, decay: number, partials: number[]) {
  const base = frequency(midi);
  const first = Math.round(start * RATE);
  const count = Math.round(seconds * RATE);
  for (let i = 0; i < count; i++) {
    const t = i / RATE;
    const envelope = Math.min(1, t / 0.006) * Math.exp(-t * decay);
    if (envelope < 1e-4 && t > 0.01) break;
    let value = 0;
    partials.forEach((amplitude, index) => {
      value += amplitude * Math.sin(2 * Math.PI * base * (index + 1) * t);
    });
    left[(first + i) % LENGTH]! += gain * envelope * value;
  }
}

PROGRESSION.forEach((chordIndex, bar) => {
  const chord = CHORDS[chordIndex]!;
  const barStart = bar * BAR;
  addNote(chord.bass, barStart, BAR * 1.5, 0.22, 1.1, [1, 0.15]);
  addNote(chord.bass + 12, barStart + 2 * BEAT, BAR, 0.08, 1.6, [1, 0.1]);
  PATTERN.forEach((tone, step) => {
    const accent = step % 4 === 0 ? 1 : 0.8;
    addNote(chord.tones[tone]!, barStart + step * EIGHTH, 2.5, 0.1 * accent, 2.4, [1, 0.35, 0.12, 0.05]);
  });
  for (const half of [0, 1]) {
    const note = MELODY[bar * 2 + half];
    if (note !== null && note !== undefined) addNote(note, barStart + half * 2 * BEAT, 3, 0.12, 1.5, [1, 0.08, 0.2]);
  }
});

/** A soft echo (three taps, also wrapping) for a little room. */
const echo = Float64Array.from(left);
for (const [delay, gain] of [
  [0.3, 0.25],
  [0.6, 0.12],
  [0.9, 0.06],
] as const) {
  const shift = Math.round(delay * RATE);
  for (let i = 0; i < LENGTH; i++) echo[(i + shift) % LENGTH]! += gain * left[i]!;
}

const peak = echo.reduce((max, value) => Math.max(max, Math.abs(value)), 0);
const scale = (0.7 * 32767) / peak;
const pcm = Buffer.alloc(44 + LENGTH * 2);
pcm.write('RIFF', 0);
pcm.writeUInt32LE(36 + LENGTH * 2, 4);
pcm.write('WAVE', 8);
pcm.write('fmt ', 12);
pcm.writeUInt32LE(16, 16);
pcm.writeUInt16LE(1, 20); // PCM
pcm.writeUInt16LE(1, 22); // mono
pcm.writeUInt32LE(RATE, 24);
pcm.writeUInt32LE(RATE * 2, 28);
pcm.writeUInt16LE(2, 32);
pcm.writeUInt16LE(16, 34);
pcm.write('data', 36);
pcm.writeUInt32LE(LENGTH * 2, 40);
echo.forEach((value, i) => pcm.writeInt16LE(Math.round(value * scale), 44 + i * 2));

const work = mkdtempSync(join(tmpdir(), 'default-song-'));
const wav = join(work, 'default-song.wav');
const out = resolve(import.meta.dirname, '..', 'app', 'public', 'audio', 'default-song.mp3');
writeFileSync(wav, pcm);
mkdirSync(resolve(out, '..'), { recursive: true });
try {
  execFileSync('lame', ['--quiet', '-m', 'm', '-V', '4', '--tt', 'Default song', wav, out], { stdio: 'inherit' });
} finally {
  rmSync(work, { recursive: true, force: true });
}
console.log(`wrote ${out} (${(statSync(out).size / 1024).toFixed(0)} KB, ${(LENGTH / RATE).toFixed(1)} s)`);
