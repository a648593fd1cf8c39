import type { Config } from '../../config.ts';

/**
 * Power mode (the Budget POs testing panel) needs POWER_MODE=true and is never on in production, where
 * simulated figures could be taken for real ones.
 */
export function powerModeEnabled(config: Pick<Config, 'powerMode' | 'environment'>): boolean {
  return config.powerMode && config.environment !== 'production';
}
