/** The matching service cannot be reached or answered nonsense: the caller answers 503 (spec §8). */
export class FingerprintServiceDown extends Error {
  constructor(cause?: unknown) {
    super('fingerprint matching service unavailable', { cause });
    this.name = 'FingerprintServiceDown';
  }
}
