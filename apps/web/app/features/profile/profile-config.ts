import type { CmsConfig } from '@casino/shared/content/site-content';
import { PROFILE_CHILDREN, type ProfileChild } from '@casino/shared/routing/site-paths';

export interface Country {
  code: string;
  name: string;
}

/** The countries of the content service's form settings (the country field lists them). */
export function formCountries(cms: CmsConfig): Country[] {
  const forms = cms.forms as { countries?: Country[] } | undefined;
  return (forms?.countries ?? []).map(({ code, name }) => ({ code, name }));
}

/** Profile pages a backend config flag can switch off (spec §3 Backend config flags). */
const TAB_FLAGS: Partial<Record<ProfileChild, string>> = {
  bets: 'betHistory',
  verification: 'verification',
  'responsible-game': 'responsibleGaming',
};

/** The profile pages the navigation offers: the built ones, but those whose flag is off. */
export function profileTabs(flags: CmsConfig['flags']): ProfileChild[] {
  return PROFILE_CHILDREN.filter((child) => {
    const flag = TAB_FLAGS[child];
    return flag === undefined || flags[flag] !== false;
  });
}
