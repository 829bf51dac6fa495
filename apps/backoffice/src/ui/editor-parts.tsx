import { type TextareaHTMLAttributes, useId } from 'react';
import { Select } from './field.tsx';
import { Notice } from './notice.tsx';

export type Locale = { code: string; name: string };

/** An editor's end: the refusal, if any, then Publish and Cancel. */
export function EditorActions(props: { problem?: string | null; saving: boolean; onCancel: () => void }) {
  return (
    <>
      {props.problem !== undefined && <Notice kind="error">{props.problem}</Notice>}
      <span className="actions">
        <button type="submit" className="primary" disabled={props.saving}>
          Publish
        </button>
        <button type="button" onClick={props.onCancel}>
          Cancel
        </button>
      </span>
    </>
  );
}

/** A choice among the site's languages (the language edited, or the one previewed). */
export function LocaleSelect(props: {
  label: string;
  name: string;
  value: string;
  locales: readonly Locale[];
  onChange: (code: string) => void;
}) {
  return (
    <Select
      label={props.label}
      name={props.name}
      value={props.value}
      options={props.locales.map(({ code, name }) => ({ value: code, label: name }))}
      onChange={props.onChange}
    />
  );
}

/** A labelled text area; its error is announced with it. */
export function TextArea({
  label,
  error,
  ...area
}: TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; error?: string | undefined }) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...area}
      />
      {error && (
        <p className="error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * A picture in a preview. The back-office's policy loads images from this site only (img-src 'self'),
 * so an https picture is named rather than shown.
 */
export function PreviewImage({ src }: { src: string | null }) {
  if (src && /^\/[^/\\]/.test(src)) return <img src={src} alt="" />;
  return <p className="hint">The image is not previewed: only this site's images are loaded here.</p>;
}
