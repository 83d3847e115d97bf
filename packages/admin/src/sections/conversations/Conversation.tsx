/**
 * A permit request's conversation, on its page: the messages between the office and the member's
 * company, oldest first, with who and when and their files (in the file viewer); for staff, also
 * their internal notes, marked as such. Staff write a message, ask a question (the request then
 * waits on the member) or keep an internal note; a member writes, and their message on a request
 * that waits on them is their answer (it goes back to review). The API decides all of it
 * (openapi.yaml, tag `conversations`); a member's answer never carries an internal note.
 *
 * What is typed is never lost: it stays in the box until the message is sent, through a failure
 * (told, with the text kept), and in this tab's storage across a reload or a new sign-in.
 */
import AttachFileIcon from '@mui/icons-material/AttachFile';
import CloseIcon from '@mui/icons-material/Close';
import LockIcon from '@mui/icons-material/Lock';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import type { components } from '@permit-office/sdk';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useDataProvider, useGetIdentity, useNotify, useRefresh, type Identifier } from 'react-admin';
import { isOfficeRole } from '../../access/can-access.js';
import { useCan } from '../../access/use-can.js';
import { FileButtons } from '../../components/FileButtons.js';
import { wrapAnywhere } from '../../styles/long-text.js';
import { formatDateTime } from '../../format/format.js';
import { useShownText, useWords, wordsOf } from '../../i18n/words.js';
import type { AppDataProvider } from '../../providers/data-provider.js';
import { useNotifyFailure } from '../../providers/failures.js';
import { useContractQueries } from '../../session/queries.js';
import type { PermitRequestRecord } from '../permit-requests/status.js';
import { conversationRead } from '../../session/conversation-reads.js';
import { GrowingTextField } from '../../components/GrowingTextField.js';

type Message = components['schemas']['PermitMessage'];
type FileRecord = components['schemas']['FileRecord'];
type Kind = 'message' | 'question' | 'internal';

/** The most a message may carry (the contract's `maxItems`). */
const MAX_ATTACHMENTS = 5;
const MAX_LENGTH = 5000;

/**
 * What was typed on a request, kept in this tab's storage until it is sent: the person's own (a
 * colleague who signs in on the same tab afterwards never sees it).
 */
function useDraft(person: Identifier, requestId: number): [string, (text: string) => void] {
  const key = `permit-office.message-draft.${String(person)}.${requestId}`;
  const [text, setText] = useState(() => {
    try {
      return window.sessionStorage.getItem(key) ?? '';
    } catch {
      return '';
    }
  });
  useEffect(() => {
    try {
      if (text) window.sessionStorage.setItem(key, text);
      else window.sessionStorage.removeItem(key);
    } catch {
      // Storage refused: the text stays in the box for this visit.
    }
  }, [key, text]);
  return [text, setText];
}

function MessageItem({ message }: { message: Message }) {
  const t = useWords();
  return (
    <Box
      component="li"
      sx={{
        listStyle: 'none',
        p: 1.5,
        borderRadius: 1,
        border: 1,
        borderColor: message.internal ? 'warning.main' : 'divider',
        bgcolor: message.internal
          ? 'action.hover'
          : isOfficeRole(message.author.role)
            ? 'action.selected'
            : 'background.paper',
      }}
    >
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="subtitle2" component="p" sx={wrapAnywhere}>
          <bdi>{message.author.name}</bdi>
          {isOfficeRole(message.author.role) && (
            <Typography component="span" variant="body2" color="text.secondary">
              {' '}
              ({t('app.conversation.staffSide')})
            </Typography>
          )}
        </Typography>
        <Typography variant="body2" color="text.secondary" component="p">
          <time dateTime={message.created_at}>{formatDateTime(message.created_at)}</time>
        </Typography>
        {message.ask && <Chip size="small" color="info" label={t('app.conversation.question')} />}
        {message.internal && (
          <Chip size="small" color="warning" icon={<LockIcon />} label={t('app.conversation.internal')} />
        )}
      </Box>
      {/* Text people typed: shown as text, never as markup. */}
      <Typography sx={{ mt: 0.5, whiteSpace: 'pre-line', ...wrapAnywhere }}>
        <bdi>{message.body}</bdi>
      </Typography>
      {message.attachments.length > 0 && <FileButtons files={message.attachments} size="small" mt={1} />}
    </Box>
  );
}

function Composer({ permit, person }: { permit: PermitRequestRecord; person: Identifier }) {
  const t = useWords();
  const shown = useShownText();
  const staff = useCan('decide', 'my-permit-request');
  const dataProvider = useDataProvider<AppDataProvider>();
  const queries = useContractQueries();
  const queryClient = useQueryClient();
  const refresh = useRefresh();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const [text, setText] = useDraft(person, permit.id);
  const [attachments, setAttachments] = useState<FileRecord[]>([]);
  const [kind, setKind] = useState<Kind>('message');
  const [busy, setBusy] = useState(false);
  const [uploadFailure, setUploadFailure] = useState<string>();
  const picker = useRef<HTMLInputElement>(null);
  const id = useId();
  const mayAsk = permit.status === 'submitted' || permit.status === 'in_review';
  const answering = !staff && permit.status === 'waiting_on_member';

  const attach = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setBusy(true);
    setUploadFailure(undefined);
    try {
      const stored = await dataProvider.uploadFile(file);
      setAttachments((files) => [...files, stored]);
    } catch (error) {
      setUploadFailure(wordsOf(error) ?? 'app.sdk.somethingWentWrong');
    } finally {
      setBusy(false);
    }
  };

  const send = async () => {
    const body = text.trim();
    if (!body) return;
    const chosen: Kind = staff ? (kind === 'question' && !mayAsk ? 'message' : kind) : 'message';
    setBusy(true);
    try {
      const answer = await dataProvider.postPermitRequestMessage(permit.id, {
        body,
        attachments,
        internal: chosen === 'internal',
        ask: chosen === 'question',
      });
      setText('');
      setAttachments([]);
      setKind('message');
      // The write is the dataProvider's (its failures are react-admin's, with the field errors);
      // what it changed is read again as the helpers' own writes are.
      await queryClient.invalidateQueries(
        queries.invalidationsOf('post', '/permit-requests/{id}/messages', { params: { path: { id: permit.id } } }),
      );
      const moved = answer.permit_request.status !== permit.status;
      if (moved) refresh();
      notify(
        chosen === 'question'
          ? 'app.conversation.asked'
          : chosen === 'internal'
            ? 'app.conversation.noted'
            : moved
              ? 'app.conversation.answered'
              : 'app.conversation.sent',
        { type: 'success' },
      );
    } catch (error) {
      // The text and the files stay in the box: nothing typed is lost to a failure.
      notifyFailure(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box
      component="form"
      aria-label={answering ? t('app.conversation.answer') : t('app.conversation.message')}
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
      sx={{ display: 'grid', gap: 1.5, mt: 2 }}
    >
      {answering && <Alert severity="info">{t('app.conversation.waitsOnYou')}</Alert>}
      <GrowingTextField
        lines={3}
        id={`${id}-text`}
        label={answering ? t('app.conversation.answer') : t('app.conversation.message')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        fullWidth
        slotProps={{ htmlInput: { maxLength: MAX_LENGTH } }}
      />
      {staff && (
        <FormControl>
          <FormLabel id={`${id}-kind`}>{t('app.conversation.kind')}</FormLabel>
          <RadioGroup
            row
            aria-labelledby={`${id}-kind`}
            value={kind}
            onChange={(event) => setKind(event.target.value as Kind)}
          >
            <FormControlLabel value="message" control={<Radio />} label={t('app.conversation.kindMessage')} />
            <FormControlLabel
              value="question"
              control={<Radio />}
              label={t('app.conversation.kindQuestion')}
              disabled={!mayAsk}
            />
            <FormControlLabel value="internal" control={<Radio />} label={t('app.conversation.kindInternal')} />
          </RadioGroup>
          {!mayAsk && (
            <Typography variant="body2" color="text.secondary">
              {t('app.conversation.questionNotNow')}
            </Typography>
          )}
          {kind === 'internal' && (
            <Typography variant="body2" color="warning.main">
              {t('app.conversation.internalHint')}
            </Typography>
          )}
        </FormControl>
      )}
      {attachments.length > 0 && (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {attachments.map((file) => (
            // Named "Remove <file>": the visible name is in it (WCAG 2.5.3).
            <Button
              key={file.id}
              size="small"
              variant="outlined"
              color="inherit"
              endIcon={<CloseIcon />}
              aria-label={t('app.conversation.removeAttachment', file.name)}
              onClick={() => setAttachments((files) => files.filter((other) => other.id !== file.id))}
              sx={wrapAnywhere}
            >
              {file.name}
            </Button>
          ))}
        </Box>
      )}
      {uploadFailure && <Alert severity="error">{shown(uploadFailure)}</Alert>}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" disabled={busy || !text.trim()}>
          {busy
            ? t('app.conversation.sending')
            : answering
              ? t('app.conversation.sendAnswer')
              : t('app.conversation.send')}
        </Button>
        <Button
          startIcon={<AttachFileIcon />}
          disabled={busy || attachments.length >= MAX_ATTACHMENTS}
          onClick={() => picker.current?.click()}
        >
          {t('app.conversation.attach')}
        </Button>
        <input
          ref={picker}
          type="file"
          hidden
          aria-label={t('app.conversation.attach')}
          onChange={(event) => void attach(event)}
        />
      </Box>
    </Box>
  );
}

export function Conversation({ permit }: { permit: PermitRequestRecord }) {
  const t = useWords();
  const { identity } = useGetIdentity();
  const shown = useShownText();
  const staff = useCan('decide', 'my-permit-request');
  const queries = useContractQueries();
  const messages = useQuery(queries.queryOptions('get', '/permit-requests/{id}/messages', conversationRead(permit.id)));
  return (
    <Box>
      {messages.error ? (
        <Alert severity="warning">{shown(wordsOf(messages.error) ?? 'app.sdk.somethingWentWrong')}</Alert>
      ) : messages.data?.data.length === 0 ? (
        <Typography color="text.secondary">
          {staff ? t('app.conversation.empty') : t('app.conversation.emptyMember')}
        </Typography>
      ) : (
        <Box component="ol" aria-label={t('app.conversation.title')} sx={{ display: 'grid', gap: 1, p: 0, m: 0 }}>
          {messages.data?.data.map((message) => (
            <MessageItem key={message.id} message={message} />
          ))}
        </Box>
      )}
      {/* Once the person is known: what they type is kept as theirs. */}
      {identity && <Composer key={String(identity.id)} permit={permit} person={identity.id} />}
    </Box>
  );
}
