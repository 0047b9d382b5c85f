/**
 * The phone's torch, where the camera has one: the playing video track whose capabilities include
 * `torch` (Chrome on Android), switched with the `torch` constraint. Elsewhere (iPhones, laptops)
 * there is none and nothing is offered.
 */
export type Torch = { set(on: boolean): Promise<void> };

type TorchTrack = Omit<MediaStreamTrack, 'getCapabilities'> & { getCapabilities?: () => { torch?: boolean } };

export function torchOf(video: HTMLVideoElement | null): Torch | null {
  const stream = video?.srcObject;
  if (!stream || typeof (stream as MediaStream).getVideoTracks !== 'function') return null;
  const track = (stream as MediaStream).getVideoTracks()[0] as TorchTrack | undefined;
  if (!track?.getCapabilities?.().torch) return null;
  return {
    set: (on) => track.applyConstraints({ advanced: [{ torch: on } as MediaTrackConstraintSet] }),
  };
}
