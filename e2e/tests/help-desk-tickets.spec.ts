import { randomUUID } from 'node:crypto';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { withDatabase } from './e2e-database.ts';
import { insertTicket } from './help-desk-fixtures.ts';
import {
  captchaSolveTimeout,
  expectNoSeriousA11yViolations,
  expectSecurityCheckPassed,
  signedInAs,
  signInFromStart,
  waitOutPushesInTheWay,
} from './helpers.ts';
import { fieldMessage } from './public-form-helpers.ts';

/**
 * The Support Desk back office (issue 13, decision 051): a public ticket through the queue, assignment, notes and
 * replies, the requester's reply link, closing and the survey; the queue's filters; the complaint draft; who may
 * open what. Each test writes its own tickets, tagged so that parallel specs do not meet them.
 */

const tag = () => randomUUID().slice(0, 8);

const ticketPage = (id: number) => `/support/tickets/edit/${id}`;

async function tokenOf(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('jwt'));
  if (!token) throw new Error('Not signed in');
  return token;
}

/** The newest outbox link of a kind sent to an address, as a path on this server. */
async function linkMailedTo(address: string, kind: 'reply' | 'feedback'): Promise<string> {
  const pattern = new RegExp(`/support/tickets/${kind}/\\d+/[0-9a-f-]{36}`);
  let found: string | undefined;
  await expect
    .poll(async () => {
      const rows = await withDatabase(async (db) => {
        const { rows } = await db.query<{ text_body: string }>(
          'select text_body from email_outbox where to_address ilike $1 order by id desc',
          [`%${address}%`],
        );
        return rows;
      });
      found = rows.map((r) => pattern.exec(r.text_body)?.[0]).find(Boolean);
      return found;
    })
    .toBeTruthy();
  return found ?? '';
}

const messagesOf = (ticketId: number) =>
  withDatabase(async (db) => {
    const { rows } = await db.query<{ body: string; is_internal: boolean; author_kind: string }>(
      'select body, is_internal, author_kind from help_desk_ticket_messages where help_desk_ticket_id = $1 order by id',
      [ticketId],
    );
    return rows;
  });

async function anonymousPage(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

/** A segmented control's choice: the label a person clicks hides its radio; a queue view's ends in its count. */
const pickSegment = (page: Page, label: string) =>
  page
    .locator('label.mantine-SegmentedControl-label', { hasText: new RegExp(`^${label}( \\([\\d,]+\\))?$`) })
    .click();

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe('Support Desk back office', () => {
  test('a public ticket is assigned, answered, replied to by link, closed, and its survey rating shows', async ({
    page,
    browser,
  }) => {
    test.setTimeout(240_000);
    const id = tag();
    const subject = `Label printer jams ${id}`;
    const email = `requester-${id}@clinic.example.com`;
    const note = `Checked the spooler ${id}`;
    const reply = `Please restart the printer ${id}`;
    const requesterReply = `Restarted and it works ${id}`;

    // The requester submits the public form.
    const requester = await anonymousPage(browser);
    await requester.goto('/help-ticket');
    await requester.getByLabel('Full Name').fill('Robin Quill');
    await requester.getByLabel('Email').fill(email);
    await requester.getByLabel('Phone').fill('850-555-0142');
    await choose(requester, 'Facility', 'Central Pharmacy');
    await requester.getByLabel('Subject').fill(subject);
    await requester.getByLabel('Description').fill('The label printer jams on every second label.');
    await expectSecurityCheckPassed(requester);
    await requester.getByRole('button', { name: 'Submit' }).click();
    const confirmation = requester.getByText(/Your ticket number is #\d+\./);
    await expect(confirmation).toBeVisible({ timeout: captchaSolveTimeout });
    const ticketId = Number(/#(\d+)/.exec((await confirmation.textContent()) ?? '')?.[1]);

    // The Support Admin finds it in the Unassigned queue by the requester's email.
    await signedInAs(page, 'sysadmin');
    await page.goto('/support/tickets/list');
    await expect(page.getByRole('heading', { level: 1, name: 'Support Tickets' })).toBeVisible();
    await pickSegment(page, 'Unassigned');
    await page.getByRole('searchbox', { name: 'Search' }).fill(email);
    const row = page.getByRole('row').filter({ hasText: subject });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('New');
    await expect(row).toContainText('First response due');
    await expectNoSeriousA11yViolations(page);
    await row.getByRole('link', { name: subject }).click();

    await expect(page).toHaveURL(new RegExp(`${ticketPage(ticketId)}$`));
    await expect(
      page.getByRole('heading', { level: 1, name: `Ticket #${ticketId}: ${subject}` }),
    ).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await expect(page.getByText('850-555-0142')).toBeVisible();

    // Assign it: the ticket becomes Open.
    await choose(page, 'Assignee', 'Sam Sysadmin');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Ticket saved.')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('Open');

    // A rejected message: the composer says why and nothing is stored.
    await page.getByRole('button', { name: 'Send reply' }).click();
    await expect(page.getByText('Message is required.')).toBeVisible();
    // Focus goes to the field, whose description then reads the message out.
    await expect(page.getByRole('textbox', { name: 'Message' })).toBeFocused();
    await page.getByRole('textbox', { name: 'Message' }).fill('   ');
    await page.getByRole('button', { name: 'Send reply' }).click();
    await expect(page.getByText('Message is required.')).toBeVisible();
    expect(await messagesOf(ticketId)).toEqual([]);

    // An internal note, then a public reply.
    await pickSegment(page, 'Internal note');
    await page.getByRole('textbox', { name: 'Message' }).fill(note);
    await page.getByRole('button', { name: 'Add internal note' }).click();
    const noteEntry = page.getByRole('listitem').filter({ hasText: note });
    await expect(noteEntry).toContainText('Internal note');
    await pickSegment(page, 'Reply');
    await page.getByRole('textbox', { name: 'Message' }).fill(reply);
    await page.getByRole('button', { name: 'Send reply' }).click();
    await expect(page.getByRole('listitem').filter({ hasText: reply })).toContainText('Reply');
    await expectNoSeriousA11yViolations(page);
    expect(await messagesOf(ticketId)).toEqual([
      { body: note, is_internal: true, author_kind: 'staff' },
      { body: reply, is_internal: false, author_kind: 'staff' },
    ]);

    // The requester follows the reply link: the reply is there, the internal note is not.
    const replyLink = await linkMailedTo(email, 'reply');
    await requester.goto(replyLink);
    await expect(
      requester.getByRole('heading', { level: 1, name: `Support Desk Ticket #${ticketId}` }),
    ).toBeVisible();
    await expect(requester.getByText(subject)).toBeVisible();
    await expect(requester.getByText(reply)).toBeVisible();
    await expect(requester.getByText(note)).toHaveCount(0);
    await expectNoSeriousA11yViolations(requester);
    await requester.getByLabel('Your reply').fill(requesterReply);
    await expectSecurityCheckPassed(requester, 'Send reply');
    await requester.getByRole('button', { name: 'Send reply' }).click();
    await expect(requester.getByText('Your reply has been sent.')).toBeVisible({
      timeout: captchaSolveTimeout,
    });
    await expect(requester.getByRole('listitem').filter({ hasText: requesterReply })).toBeVisible();

    // The agent sees the reply and closes the ticket.
    await page.reload();
    await expect(page.getByRole('listitem').filter({ hasText: requesterReply })).toContainText(
      'Requester reply',
    );
    await page.getByRole('button', { name: 'Close ticket' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Close ticket' }).click();
    await expect(
      page.getByText('Ticket closed. The requester has been emailed the feedback survey.'),
    ).toBeVisible();
    await expect(page.getByText('Closed', { exact: true }).first()).toBeVisible();

    // The reply link now says the ticket is closed; the survey link records a rating.
    await requester.goto(replyLink);
    await expect(
      requester.getByText(
        'This ticket is closed and can no longer be replied to. Please submit a new Support Desk Ticket.',
      ),
    ).toBeVisible();
    await expect(requester.getByLabel('Your reply')).toHaveCount(0);
    await requester.goto(await linkMailedTo(email, 'feedback'));
    await requester.getByRole('radio', { name: '1 star' }).focus();
    for (let i = 0; i < 3; i++) await requester.keyboard.press('ArrowRight');
    await expect(requester.getByRole('radio', { name: '4 stars' })).toBeChecked();
    await requester.getByLabel('Comment').fill(`Fast help ${id}`);
    await expectSecurityCheckPassed(requester);
    await requester.getByRole('button', { name: 'Submit' }).click();
    await expect(
      requester.getByText('Thank you for your response! Your feedback has been submitted.'),
    ).toBeVisible({
      timeout: captchaSolveTimeout,
    });

    await page.reload();
    await expect(page.getByText('Rating: 4 of 5')).toBeVisible();
    await expect(page.getByText(`Fast help ${id}`)).toBeVisible();
    await requester.context().close();
  });

  test('the queue filters by status, priority, age and requester; only a Support Admin gets All tickets', async ({
    page,
    browser,
  }) => {
    const id = tag();
    const email = `queue-${id}@clinic.example.com`;
    const high = `Queue high ${id}`;
    const low = `Queue low ${id}`;
    const pending = `Queue pending ${id}`;
    await insertTicket({ subject: high, email, priorityId: 1 });
    await insertTicket({ subject: low, email, priorityId: 3 });
    await insertTicket({ subject: pending, email, priorityId: 2, status: 'Pending' });

    await signedInAs(page, 'sysadmin');
    await page.goto('/support/tickets/list');
    await pickSegment(page, 'All tickets');
    await page.getByRole('searchbox', { name: 'Search' }).fill(id);
    const rows = page.getByRole('row').filter({ hasText: id });
    await expect(rows).toHaveCount(3);

    await choose(page, 'Priority', 'Low');
    await expect(rows).toHaveCount(1);
    await expect(rows).toContainText(low);
    await choose(page, 'Priority', 'Any priority');
    await choose(page, 'Status', 'Pending');
    await expect(rows).toHaveCount(1);
    await expect(rows).toContainText(pending);
    await choose(page, 'Status', 'Any status');
    await choose(page, 'Age', 'Older than 7 days');
    await expect(page.getByText('No Records')).toBeVisible();
    await choose(page, 'Age', 'Created today');
    await expect(rows).toHaveCount(3);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export' }).click();
    expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);

    // An agent below Support Admin has no All view, and the server refuses it too.
    const agent = await anonymousPage(browser);
    await signedInAs(agent, 'user');
    await agent.goto('/support/tickets/list');
    await expect(agent.getByRole('radio', { name: 'Unassigned' })).toBeAttached();
    await expect(agent.getByRole('radio', { name: 'All tickets' })).toHaveCount(0);
    const refused = await agent.request.get('/api/HelpDesk/HelpDeskTicket/GetList?pageSize=10&view=all', {
      headers: { authorization: `Bearer ${await tokenOf(agent)}` },
    });
    expect(refused.status()).toBe(403);
    await agent.context().close();
  });

  test('a complaint draft from CreateTicket is written and submitted by its requester, who sees only their view', async ({
    page,
  }) => {
    const id = tag();
    const subject = `Repack card torn ${id}`;
    await signInFromStart(page, 'technician');
    // As the Complaints button will: CreateTicket with the signed-in token, then the edit page.
    const created = await page.request.post(
      '/api/HelpDesk/HelpDeskTicket/CreateTicket?isSysAdmin=false&request=ciRepackComplaint',
      { headers: { authorization: `Bearer ${await tokenOf(page)}` } },
    );
    expect(created.ok()).toBe(true);
    const ticketId = (await created.json()).value as number;
    await page.goto(`${ticketPage(ticketId)}?request=ciRepackComplaint`);
    await expect(page.getByRole('heading', { level: 1, name: 'New CI Repack Complaint' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Category' })).toHaveCount(0);
    await page.getByLabel('Subject').fill('');
    await page.getByRole('button', { name: 'Submit Ticket' }).click();
    await expect(fieldMessage(page, 'Subject is required.')).toBeVisible();
    const stillDraft = await withDatabase(async (db) => {
      const { rows } = await db.query<{ status: string }>(
        'select status from help_desk_tickets where id = $1',
        [ticketId],
      );
      return rows[0]?.status;
    });
    expect(stillDraft).toBe('Draft');
    await expectNoSeriousA11yViolations(page);

    await page.getByLabel('Subject').fill(subject);
    await page.getByLabel('Description').fill('Two cards arrived torn in the last repack order.');
    await page.getByRole('button', { name: 'Submit Ticket' }).click();
    await expect(page.getByText('Your Support Desk Ticket has been submitted.')).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 1, name: `Ticket #${ticketId}: ${subject}` }),
    ).toBeVisible();
    await expect(page.getByText('CI Repack Complaint', { exact: false })).toBeVisible();
    // The requester's view: their details, the conversation, a reply box; no staff controls.
    await expect(page.getByRole('heading', { name: 'Ticket details' })).toHaveCount(0);
    await expect(page.getByRole('radio', { name: 'Internal note' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'History' })).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: 'Message' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('files are attached, refused by their content, downloaded and deleted; an account request becomes an account', async ({
    page,
  }) => {
    const id = tag();
    const email = `acct-${id}@clinic.org`;
    const ticketId = await insertTicket({
      subject: `Account ${id}`,
      email,
      priorityId: 2,
      accountRequest: true,
    });
    const attachmentCount = () =>
      withDatabase(async (db) => {
        const { rows } = await db.query<{ n: number }>(
          'select count(*)::int as n from help_desk_ticket_attachments where help_desk_ticket_id = $1',
          [ticketId],
        );
        return rows[0]?.n;
      });
    await signInFromStart(page, 'sysadmin');
    // A parallel test's new ticket is pushed to every support user; one covered the Upload button in CI.
    await waitOutPushesInTheWay(page);
    await page.goto(ticketPage(ticketId));
    const fileInput = page.locator('input[type="file"]');
    await expect(page.getByText('at most 10 MB a file and 10 files a ticket')).toBeVisible();

    await fileInput.setInputFiles({
      name: 'tool.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from([0x4d, 0x5a, 0, 1, 0xff, 0xfe, 0]),
    });
    await page.getByRole('button', { name: 'Upload' }).click();
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: 'Only PDF, PNG, JPEG, GIF and WebP files, plain text and CSV can be attached.' }),
    ).toBeVisible();
    expect(await attachmentCount()).toBe(0);

    await fileInput.setInputFiles({
      name: 'printer-log.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('Jam at label 2\n'),
    });
    await page.getByRole('button', { name: 'Upload' }).click();
    await expect(page.getByText('File attached.')).toBeVisible();
    expect(await attachmentCount()).toBe(1);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'printer-log.txt', exact: true }).click();
    expect((await download).suggestedFilename()).toBe('printer-log.txt');
    await page.getByRole('button', { name: 'Delete printer-log.txt' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Attachment deleted.')).toBeVisible();
    expect(await attachmentCount()).toBe(0);

    await page.getByRole('button', { name: 'Create Account' }).click();
    const modal = page.getByRole('dialog', { name: 'Create Account' });
    await expect(modal.getByLabel('First Name')).toHaveValue('Queue');
    await expect(modal.getByLabel('Last Name')).toHaveValue('Tester');
    await expect(modal.getByLabel('User Name')).toHaveValue(email);
    await expect(modal.getByLabel('Email')).toHaveValue(email);
    await choose(page, 'Module', 'Inventory');
    await choose(page, 'Role', 'User');
    await modal.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('User created.', { exact: false })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create Account' })).toHaveCount(0);
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('Resolved');
    const created = await withDatabase(async (db) => {
      const { rows } = await db.query<{ user_name: string }>('select user_name from users where email = $1', [
        email,
      ]);
      return rows.map((r) => r.user_name);
    });
    expect(created).toEqual([email]);
  });

  test('a save over someone else’s change is refused with the conflict message and stores nothing', async ({
    page,
  }) => {
    const ticketId = await insertTicket({
      subject: `Conflict ${tag()}`,
      email: 'conflict@clinic.org',
      priorityId: 2,
    });
    const priorityOf = () =>
      withDatabase(async (db) => {
        const { rows } = await db.query<{ priority_id: number }>(
          'select priority_id from help_desk_tickets where id = $1',
          [ticketId],
        );
        return rows[0]?.priority_id;
      });
    await signedInAs(page, 'sysadmin');
    await page.goto(ticketPage(ticketId));
    await expect(page.getByRole('combobox', { name: 'Priority', exact: true })).toHaveValue('Normal');
    // Someone else saves the ticket meanwhile.
    await withDatabase((db) =>
      db.query('update help_desk_tickets set concurrency_stamp = gen_random_uuid() where id = $1', [
        ticketId,
      ]),
    );
    await choose(page, 'Priority', 'High');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'This ticket was changed by someone else' }),
    ).toBeVisible();
    expect(await priorityOf()).toBe(2);
    await page.getByRole('button', { name: 'Reload ticket' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'This ticket was changed by someone else' }),
    ).toHaveCount(0);
    await choose(page, 'Priority', 'High');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Ticket saved.')).toBeVisible();
    expect(await priorityOf()).toBe(1);
  });

  test("a user who is not an agent cannot open someone else's ticket", async ({ page }) => {
    const subject = `Not yours ${tag()}`;
    const ticketId = await insertTicket({ subject, email: 'someone@clinic.example.com', priorityId: 2 });
    await signInFromStart(page, 'technician');
    const refused = await page.request.get(`/api/HelpDesk/HelpDeskTicket/GetTicket?id=${ticketId}`, {
      headers: { authorization: `Bearer ${await tokenOf(page)}` },
    });
    expect(refused.status()).toBe(403);
    await page.goto(ticketPage(ticketId));
    // A 403 shows the access-denied toast and goes home (spec document 1 §8); for a moment the page's own alert
    // may show the same words beside it.
    await expect(
      page.getByText("Access Denied! You don't have access to this module.", { exact: false }).first(),
    ).toBeVisible();
    await expect(page).not.toHaveURL(new RegExp(`/support/tickets/edit/${ticketId}$`));
    await expect(page.getByText(subject)).toHaveCount(0);
  });

  test('a reply link that names no ticket says so', async ({ page }) => {
    await page.goto(`/support/tickets/reply/999999/${randomUUID()}`);
    await expect(
      page.getByText('This ticket could not be found. Please check the link in your email.'),
    ).toBeVisible();
    await expect(page.getByLabel('Your reply')).toHaveCount(0);
  });
});
