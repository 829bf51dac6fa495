import type { ApplicantStatus, DocumentSide } from '../../db/tables/verification.table.ts';
import { escapeHtml, inlineSourceHash, standalonePage } from '../../lib/html.ts';
import type { UploadRefusal } from '../../modules/images/uploaded-image.service.ts';
import { DOCUMENT_TYPES, type DocumentType } from './demo-kyc.service.ts';

const STYLE = `
:root { color-scheme: light; font: 16px/1.5 system-ui, sans-serif; background: #eef1f6; color: #14161c; }
main { max-width: 32rem; margin: 2rem auto; background: #fff; border-radius: 12px; padding: 1.5rem;
  box-shadow: 0 4px 24px rgb(0 0 0 / 0.08); }
h1 { font-size: 1.25rem; margin: 0 0 0.25rem; }
.note { color: #4a5060; font-size: 0.875rem; }
form { display: grid; gap: 1rem; margin-top: 1rem; }
label { display: grid; gap: 0.25rem; font-weight: 600; }
select, input { font: inherit; }
.error { color: #b42318; font-weight: 400; }
button { font: inherit; padding: 0.75rem 1rem; border-radius: 8px; border: 1px solid #1a56db; background: #1a56db;
  color: #fff; font-weight: 600; cursor: pointer; }
button:focus-visible, a:focus-visible, input:focus-visible, select:focus-visible { outline: 3px solid #f59e0b;
  outline-offset: 2px; }
`;

/** The flow's pages run no script and load nothing; the one inline style is allowed by its hash. */
export const KYC_PROVIDER_CSP = [
  "default-src 'none'",
  `style-src ${inlineSourceHash(STYLE)}`,
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join('; ');

function page(title: string, body: string): string {
  return standalonePage({ title, style: STYLE, body });
}

const TYPE_LABEL: Record<DocumentType, string> = {
  passport: 'Passport',
  id_card: 'National identity card',
  driving_licence: 'Driving licence',
};

const SIDE_LABEL: Record<DocumentSide, string> = {
  front: 'Front of the document (the page with your photo)',
  back: 'Back of the document (not needed for a passport)',
  selfie: 'A photo of your face (selfie)',
};

const REFUSAL_TEXT: Record<UploadRefusal | 'missing', string> = {
  missing: 'Choose a photo.',
  too_large: 'The file is larger than 10 MB.',
  not_an_image: 'The file is not a JPEG, PNG or WebP picture.',
  too_small: 'The picture is too small to read: at least 320 pixels on each side.',
  too_many_pixels: 'The picture has too many pixels (50 megapixels at most).',
  polyglot: 'The file holds more than a picture and was refused.',
  undecodable: 'The picture is damaged and cannot be read.',
};

export type FlowErrors = Partial<Record<DocumentSide | 'document_type', UploadRefusal | 'missing'>>;

/** The flow: the document type, its sides and a selfie, in one form. */
export function renderFlow(action: string, errors: FlowErrors = {}) {
  const errorOf = (name: DocumentSide | 'document_type') => {
    const error = errors[name];
    return error ? `<span class="error" id="${name}-error">${escapeHtml(REFUSAL_TEXT[error])}</span>` : '';
  };
  const described = (name: DocumentSide | 'document_type') =>
    errors[name] ? ` aria-invalid="true" aria-describedby="${name}-error"` : '';
  const options = DOCUMENT_TYPES.map((type) => `<option value="${type}">${TYPE_LABEL[type]}</option>`).join(
    '',
  );
  const file = (side: DocumentSide) =>
    `<label>${SIDE_LABEL[side]}<input type="file" name="${side}" accept="image/jpeg,image/png,image/webp"${
      side === 'back' ? '' : ' required'
    }${described(side)}>${errorOf(side)}</label>`;
  return page(
    'ID Check — verify your identity',
    `<h1>ID Check</h1><p class="note">Built-in identity verification. Photos: JPEG, PNG or WebP, up to 10 MB each.</p>
<form method="post" action="${escapeHtml(action)}" enctype="multipart/form-data">
<label>Document type<select name="document_type" required${described('document_type')}>${options}</select>${errorOf('document_type')}</label>
${file('front')}${file('back')}${file('selfie')}
<button type="submit">Send for review</button>
</form>`,
  );
}

const STATUS_TEXT: Partial<Record<ApplicantStatus, string>> = {
  pending: 'Your documents are being reviewed. You will see the result in your profile.',
  approved: 'Your identity is verified.',
};

/** An applicant who may not submit now: waiting for a decision, or verified. */
export function renderStatus(status: ApplicantStatus, returnTo: string) {
  return page(
    'ID Check',
    `<h1>ID Check</h1><p>${escapeHtml(STATUS_TEXT[status] ?? 'Nothing to do here.')}</p>
<p><a href="${escapeHtml(returnTo)}">Back to the casino</a></p>`,
  );
}

export function renderRefusedLink(reason: 'invalid' | 'expired', returnTo: string) {
  return page(
    'ID Check — link not valid',
    `<h1>${reason === 'expired' ? 'This verification link has expired' : 'This verification link is not valid'}</h1>
<p>Open the verification again from your profile.</p><p><a href="${escapeHtml(returnTo)}">Back to the casino</a></p>`,
  );
}
