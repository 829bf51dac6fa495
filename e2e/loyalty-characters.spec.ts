import { expect, test } from './fixtures.ts';
import { GamePlayPage, pickGame } from './pages/game-play.ts';
import { LoyaltyPage } from './pages/loyalty.ts';
import { newPlayerWithDeposit } from './players.ts';

// A $100 slot spin earns 1,000 points: Silver in the demo programme.
const STAKE = 10_000;

test.use({ reducedMotion: 'reduce' });
test.describe.configure({ timeout: 120_000 });

test('a player reaching a level sees the loyalty notice, changes their character and follows quests', async ({
  site,
  page,
  checkA11y,
}) => {
  await newPlayerWithDeposit(site, 100, 'characters');
  const game = new GamePlayPage(page);
  await game.open(await pickGame(page.request, 'slot'));
  while ((await game.amount(game.stake)) < STAKE)
    await game.frame.getByRole('button', { name: 'Raise the stake' }).click();
  await game.playRound(() => game.button('Spin').click(), /^(You win \S+\.|No win this spin\.)$/);

  const loyalty = new LoyaltyPage(page);
  await loyalty.openProfile();
  const character = page.getByTestId('loyalty-character');
  await expect(character).toHaveText('You have not chosen a character yet.');

  // The first click is the first interaction: the notices load, and the level notice shows.
  await page.getByRole('button', { name: 'Choose a character' }).click();
  const notice = page.getByRole('status').filter({ hasText: 'New level reached!' });
  await expect(notice).toContainText('Congratulations, you are now on level Silver.');

  const choose = page.getByRole('dialog', { name: 'Choose your character' });
  await choose.getByRole('button', { name: 'Owl' }).click();
  const confirm = page.getByRole('dialog', { name: 'Change character?' });
  await expect(confirm).toContainText('Change your character to Owl?');
  await checkA11y(page);
  await confirm.getByRole('button', { name: 'Change' }).click();
  await expect(character).toHaveText('Owl');
  // The chosen character stands for the player in the signed-in header (issue 17).
  await expect(page.getByTestId('header-character')).toHaveAttribute(
    'src',
    '/images/loyalty/characters/owl.svg',
  );

  // Quests: the spin and the deposit count towards theirs; LoyaltyQuestPopup tells the details.
  const quests = page.getByRole('region', { name: 'Quests' });
  await expect(quests.getByRole('progressbar', { name: 'Slot explorer' })).toHaveAttribute(
    'aria-valuetext',
    '1 of 50',
  );
  await quests.getByRole('button', { name: 'Details: Double top-up' }).click();
  const quest = page.getByRole('dialog', { name: 'Double top-up' });
  await expect(quest).toContainText('Make two deposits this week.');
  await expect(quest).toContainText('1 of 2');
  await checkA11y(page);
  await quest.getByRole('button', { name: 'Got it' }).click();

  // Seen once: the next page asks again and gets nothing.
  await loyalty.openProgramme();
  const asked = page.waitForResponse((response) => response.url().includes('loyalty.getnotifications'));
  await page.getByRole('heading', { level: 1 }).click();
  await asked;
  await expect(page.getByRole('status').filter({ hasText: 'New level reached!' })).toHaveCount(0);
});
