import type { StepProps } from '../step-props';
import AgeStep from './AgeStep';
import AiPreviewStep from './AiPreviewStep';
import AiPromptStep from './AiPromptStep';
import AiResponseStep from './AiResponseStep';
import HostingStep from './HostingStep';
import InterestsStep from './InterestsStep';
import LocationPreferencesStep from './LocationPreferencesStep';
import LocationStep from './LocationStep';
import LogisticsDoneStep from './LogisticsDoneStep';
import LookingGoodStep from './LookingGoodStep';
import NameStep from './NameStep';
import PhotoStep from './PhotoStep';
import RegisterStep from './RegisterStep';
import SchedulingStep from './SchedulingStep';
import SexStep from './SexStep';

/** The component of the wizard's current step (docs/product-rules.md#onboarding-and-profile, in order). */
export default function StepContent(props: StepProps) {
  switch (props.wizard.stepId) {
    case 'location':
      return <LocationStep {...props} />;
    case 'location-preferences':
      return <LocationPreferencesStep {...props} />;
    case 'hosting':
      return <HostingStep {...props} />;
    case 'scheduling':
      return <SchedulingStep {...props} />;
    case 'logistics-done':
      return <LogisticsDoneStep {...props} />;
    case 'name':
      return <NameStep {...props} />;
    case 'age':
      return <AgeStep {...props} />;
    case 'sex':
      return <SexStep {...props} />;
    case 'photo':
      return <PhotoStep {...props} />;
    case 'looking-good':
      return <LookingGoodStep {...props} />;
    case 'ai-prompt':
      return <AiPromptStep {...props} />;
    case 'ai-response':
      return <AiResponseStep {...props} />;
    case 'ai-preview':
      return <AiPreviewStep {...props} />;
    case 'interests':
      return <InterestsStep {...props} />;
    case 'register':
      return <RegisterStep {...props} />;
  }
}
