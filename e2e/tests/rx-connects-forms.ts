import { expect, type Page } from '@playwright/test';
import { tickHoneypot } from './helpers.ts';

/** The Rx Connects registration forms (donor, repository) share these steps; they differ in their own fields. */

type Address = { street: string; city: string; zip: string; county: string };

/** An address the local address data verifies, in Leon county. */
export const leonAddress: Address = {
  street: '4052 Bald Cypress Way',
  city: 'Tallahassee',
  zip: '32399',
  county: 'Leon',
};

export async function chooseOption(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Verifying the address fills the county in. */
export async function verifyAddressWithMouse(page: Page, address: Address) {
  await page.getByLabel('Street').fill(address.street);
  await page.getByLabel('City').fill(address.city);
  await page.getByLabel('ZIP code').fill(address.zip);
  await page.getByRole('button', { name: 'Verify address' }).click();
  await expect(page.getByRole('combobox', { name: 'County' })).toHaveValue(address.county);
}

/** From the field before the address: Tab into it, type it, and verify it with the keyboard. */
export async function verifyAddressWithKeyboard(page: Page, address: Address) {
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Street')).toBeFocused();
  await page.keyboard.type(address.street);
  await page.getByLabel('City').focus();
  await page.keyboard.type(address.city);
  await page.getByLabel('ZIP code').focus();
  await page.keyboard.type(address.zip);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Verify address' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('combobox', { name: 'County' })).toHaveValue(address.county);
}

/** From the field before the attestation: Tab to the tick box, tick it with Space, Tab on and sign. */
export async function attestAndSignWithKeyboard(page: Page, signature: string) {
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('I attest to the statement above')).toBeFocused();
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await page.keyboard.type(signature);
}

/** From Cancel, which has the focus: Tab to Submit and press Enter. */
export async function submitFromCancelWithKeyboard(page: Page) {
  await expect(page.getByRole('link', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Submit' })).toBeFocused();
  await page.keyboard.press('Enter');
}

/** A filled form submitted with the hidden honeypot ticked is refused with the honeypot message. */
export async function submitWithHoneypot(page: Page) {
  await tickHoneypot(page);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'This submission cannot be accepted.' }),
  ).toBeVisible();
}
