import { expect, test } from './fixtures.ts';
import { BackofficePage, demoAdmin } from './pages/backoffice.ts';
import { ProfilePage } from './pages/profile.ts';
import { chatPicture, SupportChatWidget, SupportConsole } from './pages/support-chat.ts';

test('a player chats with an agent in the back-office and both see the messages live', async ({
  page,
  browser,
  checkA11y,
}) => {
  test.setTimeout(300_000);
  const staffContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const backoffice = new BackofficePage(await staffContext.newPage());
  const admin = demoAdmin();
  await backoffice.signIn(admin.email, admin.password, admin.totpSecret);
  await backoffice.goTo('Support chat');
  const agent = new SupportConsole(backoffice.page);
  await expect(agent.main.getByRole('status').first()).toContainText('Live');

  const email = await new ProfilePage(page).register('chat');
  const chat = new SupportChatWidget(page);
  await chat.openFromSupportPage();
  await checkA11y(page);
  await chat.send('Hello, my deposit has not arrived yet.');

  // The new conversation appears in the console without a reload, with its unread count.
  const item = agent.conversation(email);
  await expect(item).toContainText('1 unread');
  await item.click();
  await expect(agent.messages()).toContainText('Hello, my deposit has not arrived yet.');
  await expect(agent.main.getByText(email).first()).toBeVisible();
  await checkA11y(backoffice.page);

  // Both sides can attach a picture (checked like identity documents on the server).
  await agent.reply(
    'Hi! I can see it pending at the gateway, it will land within minutes.',
    chatPicture('gateway.png'),
  );
  await expect(chat.messages()).toContainText('it will land within minutes');
  await expect(chat.messages().getByRole('img', { name: 'Attached picture' })).toBeVisible();
  await expect(agent.messages().getByRole('img', { name: 'Sent by an agent' })).toBeVisible();
  await checkA11y(backoffice.page);

  await chat.send('Thank you! Here is my receipt.', chatPicture('receipt.png'));
  await expect(agent.messages()).toContainText('Here is my receipt.');
  await expect(agent.messages().getByRole('img', { name: 'Sent by the player' })).toBeVisible();
  await checkA11y(page);

  await agent.main.getByRole('button', { name: 'Close conversation' }).click();
  await expect(chat.panel).toContainText('This conversation was closed');
  await checkA11y(page);
  await staffContext.close();
});
