/**
 * An edit or a show screen whose record could not be read says so once, in place of the screen:
 * the 404 page when it does not exist, otherwise what went wrong. The SDK has already told the
 * person; react-admin's own notice and its redirect to the list would repeat it.
 */
import { Edit, Show, useEditContext, useShowContext, type EditProps, type ShowProps } from 'react-admin';
import { RecordLoadError } from './RecordLoadError.js';

const toldAlready = { onError: () => undefined };

function EditLoadError() {
  return <RecordLoadError error={useEditContext().error} />;
}

function ShowLoadError() {
  return <RecordLoadError error={useShowContext().error} />;
}

export function RecordEdit(props: EditProps) {
  return <Edit error={<EditLoadError />} queryOptions={toldAlready} {...props} />;
}

export function RecordShow(props: ShowProps) {
  return <Show error={<ShowLoadError />} queryOptions={toldAlready} {...props} />;
}
