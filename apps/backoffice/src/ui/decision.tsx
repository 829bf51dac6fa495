import { Field } from './field.tsx';
import { submittedReason } from './use-decision.ts';

interface DecisionButtonsProps {
  /** What the decision is about, for the buttons' accessible names ("Approve {subject}"). */
  subject: string;
  /** The refusal's verb: "Reject" or "Decline". */
  refuseVerb: string;
  /** Whether this row's refusal form is open. */
  refusing: boolean;
  onApprove: () => void;
  onRefuse: () => void;
}

/** A queue row's two decisions: approve at once, or open the refusal form that asks for a reason. */
export function DecisionButtons({
  subject,
  refuseVerb,
  refusing,
  onApprove,
  onRefuse,
}: DecisionButtonsProps) {
  return (
    <span className="actions">
      <button type="button" className="primary" aria-label={`Approve ${subject}`} onClick={onApprove}>
        Approve
      </button>
      <button
        type="button"
        className="danger"
        aria-label={`${refuseVerb} ${subject}`}
        aria-expanded={refusing}
        onClick={onRefuse}
      >
        {refuseVerb}
      </button>
    </span>
  );
}

interface ReasonRowProps {
  /** The columns of the table, so the form spans the row. */
  colSpan: number;
  /** The reason field's label. */
  label: string;
  refuseVerb: string;
  onRefuse: (reason: string) => void;
  onKeep: () => void;
}

/** The row below an item that asks for the reason of a refusal or change, then makes it or keeps the item as it is. */
export function ReasonRow({ colSpan, label, refuseVerb, onRefuse, onKeep }: ReasonRowProps) {
  return (
    <tr>
      <td colSpan={colSpan}>
        <form className="inline-form" onSubmit={(event) => onRefuse(submittedReason(event))}>
          <Field label={label} name="reason" required minLength={3} maxLength={500} autoFocus />
          <button type="submit" className="danger">
            {refuseVerb}
          </button>
          <button type="button" onClick={onKeep}>
            Keep it
          </button>
        </form>
      </td>
    </tr>
  );
}
