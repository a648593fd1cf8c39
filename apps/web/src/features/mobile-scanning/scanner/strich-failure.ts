/** The step at which STRICH failed to start: fetching its code, its licence check, or opening the reader. */
export type StrichStage = 'download' | 'licence' | 'reader';

export class StrichStartError extends Error {
  readonly stage: StrichStage;

  constructor(stage: StrichStage, cause: unknown) {
    super(`STRICH failed at the ${stage} step`, { cause });
    this.name = 'StrichStartError';
    this.stage = stage;
  }
}

/** The SDK's SdkError, as far as this needs it: its English message and whether the camera refused. */
type SdkErrorLike = { message?: unknown; duringCameraAccess?: unknown };

/**
 * Why STRICH did not start, in words for a pharmacy technician. The licence step's two common failures are told
 * apart by the SDK's own English messages (pinned version); anything unrecognised gets the general wording.
 */
export function describeStrichFailure(error: unknown): string {
  const stage = error instanceof StrichStartError ? error.stage : 'reader';
  const cause = (error instanceof StrichStartError ? error.cause : error) as SdkErrorLike | null | undefined;
  const message = typeof cause?.message === 'string' ? cause.message : '';
  if (stage === 'download') return "its program could not be downloaded; check the phone's connection";
  if (stage === 'licence' && /could not be checked/i.test(message))
    return 'its licence could not be checked, which needs an internet connection';
  if (stage === 'licence' && /invalid or expired/i.test(message))
    return 'its licence key was not accepted (wrong or expired)';
  if (cause?.duringCameraAccess === true) return 'the camera could not be opened';
  return 'it could not be set up in this browser';
}
