/**
 * Form state for the public pages, which stay free of react-admin and its form library: values,
 * the specification's rules checked on blur and on submit, the form sent once at a time, and the
 * server's 422 field errors shown under the fields. Nothing typed is cleared when the server refuses.
 */
import { useState, type FormEvent } from 'react';
import { useShownText, useWords } from '../i18n/words.js';
import { sayRule, type Rule, type RuleMessage } from '../validation/rules.js';

/** A field's mistake: a rule's message (a key, or a key with values), or what the server said. */
type Mistake = string | Exclude<RuleMessage, string>;

/**
 * What sending the form came to: `'done'` when the page moves on (signed in, a link sent: it stays
 * busy until it has gone), else the server's field errors, if any, and the form may be sent again.
 */
export type Sent = 'done' | Record<string, string[]> | undefined;

export function useLightForm<Name extends string>(rules: Record<Name, Rule>, initial: Record<Name, string>) {
  const t = useWords();
  const shown = useShownText();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<Name, Mistake>>>({});
  const [busy, setBusy] = useState(false);
  const names = Object.keys(rules) as Name[];
  const say = (mistake: Mistake) => (typeof mistake === 'string' ? shown(mistake) : sayRule(t, mistake));

  const check = (name: Name, value: string) => rules[name](value);

  /** Checks every field; answers whether the form may be sent. */
  function validate(): boolean {
    const found: Partial<Record<Name, Mistake>> = {};
    for (const name of names) {
      const message = check(name, values[name]);
      if (message) found[name] = message;
    }
    setErrors(found);
    return Object.keys(found).length === 0;
  }

  /** The server's field errors, under the fields they name. */
  function showServerErrors(fieldErrors: Record<string, string[]>) {
    const found: Partial<Record<Name, Mistake>> = {};
    for (const name of names) {
      const message = fieldErrors[name]?.[0];
      if (message) found[name] = message;
    }
    setErrors(found);
  }

  return {
    values,
    errors,
    /** While the form is being sent: its button is disabled, and a second submit does nothing. */
    busy,
    /** A field's input props, its id its name. */
    field(name: Name) {
      const mistake = errors[name];
      return {
        id: name,
        name,
        value: values[name],
        error: Boolean(mistake),
        helperText: mistake ? say(mistake) : ' ',
        onChange: (event: { target: { value: string } }) => {
          const value = event.target.value;
          setValues((current) => ({ ...current, [name]: value }));
          if (errors[name]) setErrors((current) => ({ ...current, [name]: check(name, value) }));
        },
        onBlur: () => setErrors((current) => ({ ...current, [name]: check(name, values[name]) })),
      };
    },
    validate,
    showServerErrors,
    /**
     * The form's submit handler: every field checked (and `alsoValid`, a check of the page's own),
     * then `send` with the values, once at a time.
     */
    onSubmit(send: (values: Record<Name, string>) => Promise<Sent>, alsoValid: () => boolean = () => true) {
      return (event: FormEvent) => {
        event.preventDefault();
        if (busy) return;
        // Both checked, so that every mistake is shown at once.
        const [valid, alsoOk] = [validate(), alsoValid()];
        if (!valid || !alsoOk) return;
        setBusy(true);
        void send(values).then(
          (sent) => {
            if (sent === 'done') return;
            setBusy(false);
            if (sent) showServerErrors(sent);
          },
          (error: unknown) => {
            setBusy(false);
            throw error;
          },
        );
      };
    },
  };
}
