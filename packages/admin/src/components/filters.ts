/**
 * A switch in a list's filters narrows the list when on and leaves it whole when off: off means
 * "no filter", not "only the others".
 */
export const onlyWhenOn = (checked: boolean): true | undefined => (checked ? true : undefined);
