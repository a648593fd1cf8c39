let context: AudioContext | null = null;

/** A short tone for a sent scan; the page's sound toggle decides whether it plays. */
export function beep(): void {
  context ??= new AudioContext();
  const oscillator = context.createOscillator();
  const gain = context.createGain();
  oscillator.frequency.value = 1760;
  gain.gain.value = 0.1;
  oscillator.connect(gain).connect(context.destination);
  oscillator.start();
  oscillator.stop(context.currentTime + 0.08);
}
