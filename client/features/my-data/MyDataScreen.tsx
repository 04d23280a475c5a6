import BackToSettings from '../../components/BackToSettings';
import { useState } from 'react';
import { actionErrorMessage, downloadMyData } from './my-data-actions';
import '../../components/settings.css';

/** /emberite/settings/my-data: one JSON file with everything stored about the member. */
export default function MyDataScreen() {
  const [state, setState] = useState<{ busy: boolean; error: string | null; done: boolean }>({ busy: false, error: null, done: false });
  const download = () => {
    setState({ busy: true, error: null, done: false });
    downloadMyData().then(
      () => setState({ busy: false, error: null, done: true }),
      (error: unknown) => setState({ busy: false, done: false, error: actionErrorMessage(error) }),
    );
  };
  return (
    <div className="container page">
      <BackToSettings />
      <h1>download my data</h1>
      <p>
        One file with everything we keep about you: your account and sign-ins, your profile and interests, the picks you made, the people
        you blocked or reported, your groups and your notices. Other people's picks of you are theirs and are never in it.
      </p>
      <button type="button" className="btn btn-primary" onClick={download} disabled={state.busy}>
        {state.busy ? 'preparing your file...' : 'download my data'}
      </button>
      <p role="status">{state.done ? 'Your file is downloaded.' : ''}</p>
      {state.error && (
        <p role="alert" className="error-box">
          {state.error}
        </p>
      )}
    </div>
  );
}
