import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { findRoadmap, mayFollow, stepStateOf } from '../../../shared/journey';
import { useRefresh } from '../../data/use-refresh';
import { completeStep } from './actions';
import BackToJourney from './components/BackToJourney';
import StepContent from './components/StepContent';
import { celebrate } from '../../components/confetti';
import { refreshRoadmaps } from './refresh';
import { JOURNEY_PATH } from './step-path';
import { useCompletions } from './use-completions';
import { useMemberLocation } from './use-member-location';
import './JourneyScreen.css';

/**
 * /emberite/journey/{roadmapId}/{stepId} (docs/product-rules.md#journey-and-chats): the step's content, "Mark as Completed" (saved on this device
 * and sent through the outbox, with confetti), then "Go back". A locked step says so; completions are never undone.
 */
export default function RoadmapStepScreen() {
  useRefresh(refreshRoadmaps);
  const { roadmapId = '', stepId = '' } = useParams();
  const navigate = useNavigate();
  const completions = useCompletions();
  const location = useMemberLocation();
  const [error, setError] = useState<string | null>(null);
  const roadmap = findRoadmap(roadmapId);
  const step = roadmap?.steps.find((candidate) => candidate.id === stepId);

  if (!roadmap || !step || !mayFollow(roadmap, location)) {
    return (
      <div className="container page journey">
        <BackToJourney />
        <h1>we couldn't find this step</h1>
        <p>The link may be old, or this roadmap is not part of your journey.</p>
      </div>
    );
  }
  if (completions === undefined) {
    return (
      <div className="container page">
        <p role="status">Loading...</p>
      </div>
    );
  }
  const state = stepStateOf(roadmap, stepId, completions[roadmap.id] ?? []);

  const markCompleted = async () => {
    setError(null);
    try {
      await completeStep(roadmap.id, stepId);
      celebrate();
    } catch (failure) {
      console.warn('could not save the completed step', failure);
      setError('Could not save this on your device. Please try again.');
    }
  };

  return (
    <div className="container page journey journey-step">
      <BackToJourney />
      <p className="journey__eyebrow">{roadmap.title}</p>
      <h1>{step.title}</h1>
      {state === 'locked' ? (
        <p>This step is locked: complete the earlier steps of {roadmap.title.toLowerCase()} first.</p>
      ) : (
        <StepContent step={step} />
      )}
      {error && (
        <p className="error-box" role="alert">
          {error}
        </p>
      )}
      <div className="journey__actions" role="status">
        {state === 'completed' && <p className="journey__done">You completed this step.</p>}
      </div>
      {state === 'completed' && (
        <button type="button" className="btn btn-primary" onClick={() => navigate(JOURNEY_PATH)}>
          Go back
        </button>
      )}
      {state === 'active' && (
        <button type="button" className="btn btn-primary" onClick={() => void markCompleted()}>
          Mark as Completed
        </button>
      )}
      {state === 'locked' && (
        <p>
          <Link to={JOURNEY_PATH}>see your next step</Link>
        </p>
      )}
    </div>
  );
}
