import { type Browser, expect, type Page, test } from '@playwright/test';
import { withDatabase } from './e2e-database.ts';
import { expectNoSeriousA11yViolations, signIn } from './helpers.ts';

/** A user of this spec alone, with the demo password and no module access (chat is every signed-in user's). */
async function createUser(firstName: string, lastName: string): Promise<{ userName: string; name: string }> {
  const userName = `${firstName.toLowerCase()}${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  await withDatabase((client) =>
    client.query(
      `insert into users (user_name, email, first_name, last_name, password_hash)
       select $1::varchar, $2::varchar, $3::varchar, $4::varchar, password_hash from users where user_name = 'admin'`,
      [userName, `${userName}@e2e.example`, firstName, lastName],
    ),
  );
  return { userName, name: `${firstName} ${lastName}` };
}

async function signedInPage(browser: Browser, userName: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/login');
  await signIn(page, userName);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  return page;
}

const messagesButton = (page: Page) => page.getByRole('button', { name: /^Messages(, \d+ unread)?$/ });

test.describe('Chat', () => {
  test('two people chat live: new chat, the Chat notification opens the room, replies and Seen', async ({
    browser,
  }) => {
    // One surname for both, unique to this run, so the people search finds exactly them.
    const family = `Chat${Date.now().toString(36)}`;
    const ann = await createUser('Ann', family);
    const ben = await createUser('Ben', family);
    const a = await signedInPage(browser, ann.userName);
    const b = await signedInPage(browser, ben.userName);
    const reloads: string[] = [];
    a.on('framenavigated', (frame) => reloads.push(frame.url()));
    await expect(messagesButton(b)).toHaveAccessibleName('Messages');

    // A: the dashboard's chat widget → the drawer's conversations → New chat → Ben.
    const widget = a.getByRole('region', { name: 'Chat', exact: true });
    await expect(widget).toContainText('No conversations yet.');
    await widget.getByRole('button', { name: 'Open conversations' }).click();
    const drawerA = a.getByRole('dialog', { name: 'Messages' });
    await drawerA.getByRole('button', { name: 'New chat' }).click();
    await drawerA.getByLabel('Search people').fill(family);
    await drawerA.getByRole('button', { name: `Chat with ${ben.name}` }).click();
    await expect(drawerA.getByRole('heading', { level: 3, name: ben.name })).toBeVisible();
    const boxA = drawerA.getByRole('textbox', { name: 'Message' });
    await expect(boxA).toBeFocused();
    const logA = drawerA.getByRole('log', { name: 'Messages' });

    // Only spaces: refused with the contract's message, and nothing is sent.
    await boxA.fill('   ');
    await boxA.press('Enter');
    await expect(drawerA.getByText('Message is required.')).toBeVisible();
    await expect(logA).toContainText('No messages yet.');

    // Shift+Enter is a new line; Enter sends.
    await boxA.fill('Hello Ben,');
    await boxA.press('Shift+Enter');
    await boxA.pressSequentially('are you there?');
    await boxA.press('Enter');
    await expect(logA.locator('p', { hasText: 'are you there?' })).toHaveJSProperty(
      'innerText',
      'Hello Ben,\nare you there?',
    );
    await expect(boxA).toHaveValue('');
    await expect(drawerA.getByText('Message is required.')).toHaveCount(0);

    // B: the badge goes up live; the Chat notification opens the room in the drawer.
    await expect(messagesButton(b)).toHaveAccessibleName('Messages, 1 unread');
    await messagesButton(b).click();
    const drawerB = b.getByRole('dialog', { name: 'Messages' });
    await drawerB.getByRole('button', { name: `Open ${ann.name}` }).click();
    await expect(drawerB.getByRole('heading', { level: 3, name: ann.name })).toBeVisible();
    const logB = drawerB.getByRole('log', { name: 'Messages' });
    await expect(logB).toContainText('are you there?');
    await expect(drawerB.getByRole('textbox', { name: 'Message' })).toBeFocused();
    // Opening the room read its notification.
    await expect(messagesButton(b)).toHaveAccessibleName('Messages');
    await expectNoSeriousA11yViolations(b);

    // B replies with the button; A sees it live and its own message marked Seen.
    await drawerB.getByRole('textbox', { name: 'Message' }).fill('Yes, hi Ann!');
    await drawerB.getByRole('button', { name: 'Send' }).click();
    await expect(logB).toContainText('Yes, hi Ann!');
    await expect(logA).toContainText('Yes, hi Ann!');
    await expect(logA.getByTestId('chat-read-marker')).toHaveText('Seen');
    expect(reloads).toEqual([]);

    // On a phone the room fills the screen and nothing in it scrolls sideways.
    await b.setViewportSize({ width: 390, height: 844 });
    await expect(drawerB.getByRole('button', { name: 'Send' })).toBeInViewport();
    const sideways = await drawerB.evaluate((dialog) => {
      const body = dialog.querySelector<HTMLElement>('.mantine-Drawer-body');
      return {
        body: body ? body.scrollWidth - body.clientWidth : -1,
        page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      };
    });
    expect(sideways).toEqual({ body: 0, page: 0 });

    // Back goes to the list the room came from; closing the drawer resets the room.
    await drawerB.getByRole('button', { name: 'Back to messages' }).click();
    await expect(drawerB.getByRole('radio', { name: 'Messages' })).toBeChecked();
    await b.keyboard.press('Escape');
    await expect(drawerB).toBeHidden();
    await messagesButton(b).click();
    await expect(drawerB.getByRole('log', { name: 'Messages' })).toHaveCount(0);
    await drawerB.getByText('Conversations', { exact: true }).click();
    await expect(drawerB.getByRole('button', { name: `Open conversation ${ann.name}` })).toBeVisible();

    await a.context().close();
    await b.context().close();
  });
  test('what is typed while a message is sending stays in the box; a message that fails comes back', async ({
    browser,
  }) => {
    const family = `Typing${Date.now().toString(36)}`;
    const cy = await createUser('Cy', family);
    const di = await createUser('Di', family);
    const page = await signedInPage(browser, cy.userName);
    await page
      .getByRole('region', { name: 'Chat', exact: true })
      .getByRole('button', { name: 'Open conversations' })
      .click();
    const drawer = page.getByRole('dialog', { name: 'Messages' });
    await drawer.getByRole('button', { name: 'New chat' }).click();
    await drawer.getByLabel('Search people').fill(family);
    await drawer.getByRole('button', { name: `Chat with ${di.name}` }).click();
    const box = drawer.getByRole('textbox', { name: 'Message' });
    const log = drawer.getByRole('log', { name: 'Messages' });

    // The first message is held on its way, the next one is typed meanwhile.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/Chat/SendMessage?*', async (route) => {
      await held;
      await route.continue();
    });
    await box.fill('First message');
    await box.press('Enter');
    await expect(box).toHaveValue('');
    await box.pressSequentially('Second message');
    release();
    await expect(log).toContainText('First message');
    await expect(box).toHaveValue('Second message');
    await page.unroute('**/api/Chat/SendMessage?*');
    await box.press('Enter');
    await expect(log).toContainText('Second message');
    await expect(drawer.getByText('Message is required.')).toHaveCount(0);

    // A send the server refuses: the message comes back with the server's words, and nothing is in the log.
    await page.route('**/api/Chat/SendMessage?*', (route) =>
      route.fulfill({ status: 400, json: { message: 'The chat could not take it.' } }),
    );
    await box.fill('Third message');
    await box.press('Enter');
    await expect(drawer.getByText('The chat could not take it.')).toBeVisible();
    await expect(box).toHaveValue('Third message');
    await expect(log).not.toContainText('Third message');
  });
});
