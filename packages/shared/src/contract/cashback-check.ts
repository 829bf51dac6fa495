// Apart from the contract: the site's shell runs the cashback check on every signed-in page, and the
// contract's schemas would bring zod into every page's first bundle.

/** The spec's cashback check asks for the newest one only (spec §9: 1 item). */
export const CASHBACK_CHECK_COUNT = 1;
