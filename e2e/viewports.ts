/** The widths every page is checked at: the desktop project's and the mobile project's. */
export const DESKTOP_VIEWPORT = { width: 1440, height: 900 };
export const MOBILE_VIEWPORT = { width: 375, height: 740 };
