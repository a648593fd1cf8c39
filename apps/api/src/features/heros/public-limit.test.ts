import { herosMessagesBackOffice as m } from '@homer/contracts/heros';
import type { HerosSavePublicApplicationBody } from '@homer/contracts/heros-public';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solveCaptcha } from '../../test/captcha.ts';
import { nextRemoteAddress } from '../../test/next-remote-address.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { tallahasseeAddress } from '../../test/verified-address.ts';
import { insertRound } from './test-fixtures.ts';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

let n = 0;
async function body(
  roundId: number,
  doses: Array<[number, number]>,
): Promise<HerosSavePublicApplicationBody> {
  n += 1;
  return {
    agency: {
      agencyName: `Limit Fire Rescue ${n}`,
      agencyAbbreviation: 'LFR',
      fein: '',
      mmcapAccountNumber: '',
      isMmcap: false,
      mmcapAnticipatedDate: '',
      taxStatus: 3,
      otherTaxStatus: '',
      emsStateId: '',
      county: 36,
      operationCounty: 36,
      orgType: 2,
      otherOrgType: '',
      agencySmartyAddress: tallahasseeAddress,
      shipSmartyAddress: null,
      useAgencyInfoForShipInfo: true,
      shippingInformation: '',
      agencyHeadName: 'Pat Chief',
      agencyHeadTitle: 'Fire Chief',
      agencyHeadEmail: 'chief@lfr.example',
      agencyHeadPhoneNumber: '850-555-0100',
      primaryName: 'Sam Primary',
      primaryTitle: 'EMS Captain',
      primaryEmail: `primary${n}@lfr.example`,
      primaryPhone: '850-555-0101',
      secondaryName: 'Lee Second',
      secondaryTitle: 'Lieutenant',
      secondaryEmail: 'second@lfr.example',
      secondaryPhone: '850-555-0102',
      tertiaryName: '',
      tertiaryTitle: '',
      tertiaryEmail: '',
      tertiaryPhone: '',
    },
    application: {
      roundId,
      orderOptions: doses.map(([orderId, dosesRequested]) => ({
        applicantOrderId: 0,
        orderId,
        optionName: 'ignored',
        dosage: 'ignored',
        dosesRequested,
      })),
      overdosesPreviousYear: '42',
      percentageTrainedNaloxone: '85%',
      narrative: 'Our crews respond to many overdoses.',
      oathAcceptedNew: true,
      oathDateTimeNew: new Date(Date.now() - 60_000).toISOString(),
    },
    confirmedMessages: [],
    website: '',
    honeyPot: false,
    recaptcha: await solveCaptcha(ctx.app),
  };
}
const save = (payload: HerosSavePublicApplicationBody) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/PublicHEROS/SavePublicApplication',
    payload,
    remoteAddress: nextRemoteAddress(),
  });
const applications = async () =>
  (await ctx.db.execute<{ n: number }>(sql`select count(*)::int as n from heros_applications`)).rows[0]?.n;

describe('the public application under the back office round limits', () => {
  it('refuses more doses than the open round allows per application, with a clear message', async () => {
    const { roundId, optionIds } = await insertRound(ctx, {
      open: true,
      options: [{ name: 'Naloxone nasal spray', max: 48 }, { name: 'Naloxone vial' }],
    });
    const [spray = 0, vial = 0] = optionIds;
    const before = await applications();
    const over = await save(
      await body(roundId, [
        [spray, 49],
        [vial, 500],
      ]),
    );
    expect(over.statusCode, over.body).toBe(200);
    expect(over.json()).toMatchObject({
      isSuccessful: false,
      message: m.dosesOverLimit('Naloxone nasal spray (4 mg)', 48),
    });
    expect(await applications()).toBe(before);

    const atLimit = await save(
      await body(roundId, [
        [spray, 48],
        [vial, 500],
      ]),
    );
    expect(atLimit.json().isSuccessful, atLimit.body).toBe(true);
    expect(await applications()).toBe((before ?? 0) + 1);
  });

  it('takes applications only for the open round', async () => {
    const closed = await insertRound(ctx);
    const open = await insertRound(ctx, { open: true });
    const res = await save(await body(closed.roundId, [[closed.optionIds[0] ?? 0, 1]]));
    expect(res.json().isSuccessful).toBe(false);
    const ok = await save(await body(open.roundId, [[open.optionIds[0] ?? 0, 1]]));
    expect(ok.json().isSuccessful, ok.body).toBe(true);
  });
});
