/** The page of one roadmap step (docs/product-rules.md#journey-and-chats: /emberite/journey/{roadmapId}/{stepId}). */
export const stepPath = (roadmapId: string, stepId: string) =>
  `/emberite/journey/${encodeURIComponent(roadmapId)}/${encodeURIComponent(stepId)}`;

export const JOURNEY_PATH = '/emberite/journey';
