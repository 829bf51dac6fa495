import type { HttpMethod } from './define-action.ts';

/**
 * The actions called with POST (spec §7); every other action is a GET. Kept apart from the contract so
 * the browser knows the verbs without shipping the contract's schemas; a test holds both in step.
 */
const POST_ACTIONS = new Set(
  [
    'auth.register',
    'auth.login',
    'auth.restore',
    'account.changelocale',
    'account.changepassword',
    'account.revokeSessions',
    'account.saveProfileInfo',
    'account.addcontact',
    'account.sendconfirmationtocontact',
    'account.confirmContact',
    'account.changeSubscription',
    'account.unsubscribe',
    'account.changefakename',
    'account.setCurrency',
    'account.changeTwoFactorAuth',
    'account.confirmTwoFactorAuth',
    'account.completeRegistration',
    'makedeposit',
    'makewithdrawal',
    'cancelwithdrawal',
    'addLike',
    'removeLike',
    'createhistoryexportrequest',
    'account.setDepositLimit',
    'account.selfExclude',
    'account.setPlayLimit',
    'account.setRealityCheck',
    'account.takeBreak',
    'bonuses.activate',
    'bonuses.deactivate',
    'bonuses.remove',
    'BettingBonuses.activate',
    'BettingBonuses.remove',
    'campaigns.checkPromocode',
    'cashbacks.payout',
    'cashbacks.remove',
    'loyalty.buyproduct',
    'loyalty.setcharacter',
    'campaigns.activateOffer',
    'campaigns.takepromotions',
    'sportsbook.placeBet',
    'sportsbook.cashOut',
    'idcheck.createApplicant',
    'idcheck.getAccessToken',
    'account.setUserOnVerification',
    'Support.sendFeedback',
    'support.sendMessage',
    'support.markRead',
    'support.typing',
    'support.storeChatEvent',
    'storage.set',
    'signals.deviceRisk',
    'signals.webVitals',
    'tournaments.participate',
  ].map((name) => name.toLowerCase()),
);

/** The HTTP verb of an action; names match case-insensitively, as on the server. */
export function actionMethod(name: string): HttpMethod {
  return POST_ACTIONS.has(name.toLowerCase()) ? 'POST' : 'GET';
}
