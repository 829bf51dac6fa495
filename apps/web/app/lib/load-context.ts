import type { ApiCaller } from '@casino/shared/api/api-caller';
import type { ContentAccess } from '@casino/shared/content/site-content';
import type { PersonalParts } from '@casino/shared/routing/personal-parts';
import type { ChatVendorOrigins } from '@casino/shared/support/chat-vendor-origins';

/** What the platform hands every loader and action while rendering on the server. */
declare module 'react-router' {
  interface AppLoadContext {
    /** Calls platform actions in process, with the visitor's cookies, locale and request id. */
    api: ApiCaller;
    /** The content service (locales, messages, cms-config, pages, redirect rules). */
    content: ContentAccess;
    requestId: string;
    /** Fresh per response; every inline script and the CSP header carry it. */
    cspNonce: string;
    /** Origins allowed to frame /forms/* (everything else may not be framed). */
    formsFrameAncestors: readonly string[];
    /** The configured vendor chat's origins, which the CSP adds (none for the built-in chat). */
    chatOrigins: ChatVendorOrigins | undefined;
    /** A vendor's device-fingerprint agent (DEVICE_FINGERPRINT_SCRIPT_URL); undefined: the built-in one. */
    deviceFingerprintScript?: string | undefined;
    /** Whether the request carries a live session (its player is loaded by the root loader). */
    signedIn: boolean;
    /** The cookie was a session of a player blocked since: every page but support is the block page. */
    playerBlocked: boolean;
    /** Whether an error means the platform itself is away (its database): the server answers its own 503. */
    platformUnavailable: (error: unknown) => boolean;
    /**
     * Set while a signed-in page is rendered for every player (docs/decisions/0047): `api` is then a
     * guest's, and loaders read a player's own values through `personalParts.read`.
     */
    personalParts?: PersonalParts;
  }
}
