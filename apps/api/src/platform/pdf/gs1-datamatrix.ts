/**
 * The GS1 DataMatrix of a unit-dose label (DSCSA product identifier without a serial): (01) GTIN, (17) expiry,
 * (10) lot. The lot goes last because it is the one variable-length element: ending the symbol, it needs no
 * FNC1 after it. bwip-js encodes; what comes back is the bare module grid, drawn by the caller as it likes
 * (vector squares in a PDF, pixels in a test).
 */

import { gs1Date, isValidGtin } from '@homer/contracts/gs1';
import bwipjs from 'bwip-js/node';

export type Gs1DataMatrixInput = {
  /** GTIN-14 with its check digit. */
  gtin: string;
  /** Batch/lot, 1 to 20 characters of GS1 character set 82. */
  lot: string;
  /** Expiry (for a repackaged unit dose its beyond-use date) as YYYY-MM-DD. */
  expiry: string;
};

/** Rows of modules, top row first; true is a dark module. No quiet zone: the drawer adds it. */
export type ModuleMatrix = boolean[][];

/** GS1 character set 82 (GS1 General Specifications 7.11), the one AI 10 allows. */
const cset82 = /^[!"%-?A-Z_a-z]{1,20}$/;

function checkInput({ gtin, lot, expiry }: Gs1DataMatrixInput): void {
  if (!/^\d{14}$/.test(gtin)) throw new Error(`GTIN "${gtin}" must be 14 digits.`);
  if (!isValidGtin(gtin)) throw new Error(`GTIN ${gtin} has a wrong check digit.`);
  if (!cset82.test(lot)) {
    throw new Error(
      `Lot "${lot}" must be 1 to 20 characters: letters, digits and ! " % & ' ( ) * + , - . / : ; < = > ? _ (no spaces).`,
    );
  }
  // HOMER's GS1 reader takes YY as 20YY, so only those years come back as the date printed.
  const match = /^20(\d{2})-(\d{2})-(\d{2})$/.exec(expiry);
  if (!match || gs1Date(`${match[1]}${match[2]}${match[3]}`) !== expiry) {
    throw new Error(`Expiry "${expiry}" must be a date YYYY-MM-DD between 2000 and 2099.`);
  }
}

/**
 * The element string in bwip-js's bracketed form. Parentheses are legal in a lot but would read as the start
 * of another AI there, so they go in as BWIPP ordinals (^040, ^041); '^' itself is outside set 82, so no lot
 * can contain an ordinal by accident.
 */
function elementString({ gtin, lot, expiry }: Gs1DataMatrixInput): string {
  const yymmdd = expiry.slice(2).replaceAll('-', '');
  const escapedLot = lot.replaceAll('(', '^040').replaceAll(')', '^041');
  return `(01)${gtin}(17)${yymmdd}(10)${escapedLot}`;
}

type RawMatrix = { pixs: number[]; pixx: number; pixy: number };

function isRawMatrix(value: unknown): value is RawMatrix {
  return typeof value === 'object' && value !== null && 'pixs' in value && 'pixx' in value && 'pixy' in value;
}

/** The module grid of the GS1 DataMatrix for a GTIN, expiry and lot; throws a readable Error on bad input. */
export function gs1DataMatrix(input: Gs1DataMatrixInput): ModuleMatrix {
  checkInput(input);
  const symbol = bwipjs.raw({ bcid: 'gs1datamatrix', text: elementString(input), parse: true })[0];
  if (!isRawMatrix(symbol)) throw new Error('bwip-js returned no DataMatrix module grid.');
  const { pixs, pixx, pixy } = symbol;
  return Array.from({ length: pixy }, (_, row) =>
    Array.from({ length: pixx }, (_, col) => pixs[row * pixx + col] === 1),
  );
}
