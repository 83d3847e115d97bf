/**
 * Form state for the public pages, which stay free of react-admin and its form library: values,
 * the specification's rules checked on blur and on submit, and the server's 422 field errors
 * shown under the fields. Nothing typed is cleared when the server refuses.
 */
import { useState } from 'react';
import { useShownText, useWords } from '../i18n/words.js';
import { sayRule, type Rule, type RuleMessage } from '../validation/rules.js';

/** A field's mistake: a rule's message (a key, or a key with values), or what the server said. */
type Mistake = string | Exclude<RuleMessage, string>;

export function useLightForm<Name extends string>(rules: Record<Name, Rule>, initial: Record<Name, string>) {
  const t = useWords();
  const shown = useShownText();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<Name, Mistake>>>({});
  const names = Object.keys(rules) as Name[];
  const say = (mistake: Mistake) => (typeof mistake === 'string' ? shown(mistake) : sayRule(t, mistake));

  const check = (name: Name, value: string) => rules[name](value);

  return {
    values,
    errors,
    field(name: Name) {
      const mistake = errors[name];
      return {
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
    /** Checks every field; answers whether the form may be sent. */
    validate(): boolean {
      const found: Partial<Record<Name, Mistake>> = {};
      for (const name of names) {
        const message = check(name, values[name]);
        if (message) found[name] = message;
      }
      setErrors(found);
      return Object.keys(found).length === 0;
    },
    /** The server's field errors, under the fields they name. */
    showServerErrors(fieldErrors: Record<string, string[]>) {
      const found: Partial<Record<Name, Mistake>> = {};
      for (const name of names) {
        const message = fieldErrors[name]?.[0];
        if (message) found[name] = message;
      }
      setErrors(found);
    },
  };
}
