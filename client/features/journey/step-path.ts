/** The page of one roadmap step (spec 001 §2: /emberite/journey/{roadmapId}/{stepId}). */
export const stepPath = (roadmapId: string, stepId: string) =>
  `/emberite/journey/${encodeURIComponent(roadmapId)}/${encodeURIComponent(stepId)}`;

export const JOURNEY_PATH = '/emberite/journey';
