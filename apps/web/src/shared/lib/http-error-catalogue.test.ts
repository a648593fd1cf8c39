import { describe, expect, it } from 'vitest';
import { describeHttpError, networkErrorStatus } from './http-error-catalogue.ts';

const app = 'https://homer.example.org';
const apiUrl = `${app}/api/BA/GetBudgetList`;
const accessDenied =
  "Access Denied! You don't have access to this module. Review your module access from your profile or open a new support ticket if you believe this is a mistake.";
const phiRequired =
  'Multi-Factor Authentication and Inactivity Timeout must be enabled to view PHI. If Inactivity Timeout is disabled, please submit a helpdesk ticket to enable it.';
const networkMessage = 'The request could not be processed because a network transmission error occurred.';
const scannerMessage =
  'Could not connect to CloudScanr. Please ensure that the CloudScanr application is running.';

describe('describeHttpError', () => {
  it('401: silent sign-out to the login page, closing dialogs', () => {
    expect(describeHttpError(401, null, apiUrl, app)).toEqual({
      message: null,
      level: 'error',
      action: 'login',
      closeModals: true,
      clearSecurity: true,
    });
  });

  it('403: access denied, reload user info, go home', () => {
    expect(describeHttpError(403, { message: 'Forbidden' }, apiUrl, app)).toEqual({
      message: accessDenied,
      level: 'error',
      action: 'home',
      reloadUser: true,
      autoCloseMs: 10_000,
    });
  });

  it('500: internal server error, whatever the body says', () => {
    expect(describeHttpError(500, { message: 'stack trace' }, apiUrl, app)).toEqual({
      message: 'Internal server error.',
      level: 'error',
      action: 'none',
    });
  });

  it('503: CloudABIS down, shown for 10 seconds', () => {
    expect(describeHttpError(503, null, apiUrl, app)).toEqual({
      message: 'CloudABIS is currently down. Please wait a minute to see if the service it back up.',
      level: 'error',
      action: 'none',
      autoCloseMs: 10_000,
    });
  });

  it('466: nothing at all', () => {
    expect(describeHttpError(466, null, apiUrl, app)).toEqual({
      message: null,
      level: 'error',
      action: 'none',
    });
  });

  it('467: PHI requirement with the way to a second factor, close dialogs, go home', () => {
    expect(describeHttpError(467, { message: 'x', route: '/ignored' }, apiUrl, app)).toEqual({
      message: phiRequired,
      level: 'error',
      action: 'home',
      closeModals: true,
      offerSecondFactor: true,
    });
  });

  it('418: PHI requirement with the way to a second factor, close dialogs, go to the route in the body', () => {
    expect(describeHttpError(418, { message: 'x', route: '/dashboard/phi' }, apiUrl, app)).toEqual({
      message: phiRequired,
      level: 'error',
      action: 'route',
      route: '/dashboard/phi',
      closeModals: true,
      offerSecondFactor: true,
    });
  });

  it('418 without a route falls back to home', () => {
    expect(describeHttpError(418, { message: 'x' }, apiUrl, app)).toMatchObject({
      action: 'home',
      offerSecondFactor: true,
    });
  });

  it('offers a second factor for PHI refusals only', () => {
    for (const status of [401, 403, 500, 503, 466, 468, 429, 404, networkErrorStatus])
      expect(describeHttpError(status, { message: 'x' }, apiUrl, app), String(status)).not.toHaveProperty(
        'offerSecondFactor',
      );
  });

  it('468: straight to the dashboard without a message', () => {
    expect(describeHttpError(468, null, apiUrl, app)).toEqual({
      message: null,
      level: 'error',
      action: 'dashboard',
    });
  });

  it("429: the server's message", () => {
    expect(describeHttpError(429, { message: 'Slow down.' }, apiUrl, app)).toEqual({
      message: 'Slow down.',
      level: 'error',
      action: 'none',
    });
    expect(describeHttpError(429, null, apiUrl, app).message).toBe(
      'Too many failed sign-in attempts. Please wait 15 minutes before trying again.',
    );
  });

  it('network failure on an API call: transmission error', () => {
    expect(describeHttpError(0, null, apiUrl, app)).toEqual({
      message: networkMessage,
      level: 'error',
      action: 'none',
    });
  });

  it('network failure on the local scanner app: CloudScanr message', () => {
    expect(describeHttpError(0, null, 'http://localhost:9051/scan', app).message).toBe(scannerMessage);
    expect(describeHttpError(0, null, 'http://127.0.0.1:9051/scan', app).message).toBe(scannerMessage);
  });

  it('a localhost URL on the app’s own origin is not the scanner', () => {
    expect(describeHttpError(0, null, 'http://localhost:3000/api/x', 'http://localhost:3000').message).toBe(
      networkMessage,
    );
  });

  it('other gateway failures without a readable body: transmission error', () => {
    expect(describeHttpError(502, '<html>Bad gateway</html>', apiUrl, app).message).toBe(networkMessage);
    expect(describeHttpError(504, null, apiUrl, app).message).toBe(networkMessage);
  });

  it("other 4xx answers from the API show the server's reason", () => {
    expect(describeHttpError(400, { message: 'Title is required.' }, apiUrl, app).message).toBe(
      'Title is required.',
    );
    expect(describeHttpError(404, null, apiUrl, app).message).toBe(networkMessage);
  });
});
