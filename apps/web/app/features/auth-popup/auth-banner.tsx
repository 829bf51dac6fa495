import type { LoyaltyCharacter } from '@casino/shared/contract/loyalty.contract';
import type { CSSProperties } from 'react';
import type { AuthBanner as AuthBannerSettings } from './auth-settings.ts';

/**
 * The auth popup's side banner (spec §2.2 and the content's `auth.banner`): its image and texts, the
 * compact image and layout when `banner_type` is compact.
 */
export function AuthBanner({ banner }: { banner: AuthBannerSettings }) {
  const compact = banner.banner_type === 'compact';
  const url = (path: string | undefined) => (path ? `url("${encodeURI(path)}")` : undefined);
  const mobile = compact ? (banner.image?.compact ?? banner.image?.mobile) : banner.image?.mobile;
  const desktop = compact ? mobile : (banner.image?.desktop ?? mobile);
  const style = { '--banner-mobile': url(mobile), '--banner-desktop': url(desktop) } as CSSProperties;
  return (
    <div
      className={`auth-banner${compact ? ' auth-banner--compact' : ''}`}
      data-testid="auth-banner"
      style={style}
    >
      {banner.label ? <p>{banner.label}</p> : null}
      {banner.value ? <p className="auth-banner__value">{banner.value}</p> : null}
      {banner.addition ? <p>{banner.addition}</p> : null}
    </div>
  );
}

/** The side banner in registration with character select on: the chosen character. */
export function CharacterBanner({ character }: { character: LoyaltyCharacter }) {
  return (
    <div className="auth-banner auth-banner--character" data-testid="auth-character">
      <img src={character.picture} alt="" width={120} height={120} />
      <p className="auth-banner__value">{character.name}</p>
    </div>
  );
}
