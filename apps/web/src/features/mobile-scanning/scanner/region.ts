import { scannerSettings } from '@homer/contracts/mobile-scanning';

export type Region = { x: number; y: number; width: number; height: number };

/** The region of interest of spec §9: the frame less 10% on each side and 30% at the top and bottom. */
export function regionOfInterest(frameWidth: number, frameHeight: number): Region {
  const x = Math.round(frameWidth * scannerSettings.roiSides);
  const y = Math.round(frameHeight * scannerSettings.roiTopBottom);
  return { x, y, width: frameWidth - 2 * x, height: frameHeight - 2 * y };
}
