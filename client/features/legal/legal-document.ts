/** The shape both legal texts share, so one component can render either. */
export interface LegalSection {
  heading: string;
  paragraphs: string[];
  /** Optional bullet points shown after the paragraphs. */
  points?: string[];
}

export interface LegalDocument {
  title: string;
  intro: string[];
  sections: LegalSection[];
}

/** What a legal text needs to know about the brand it is shown under. */
export interface LegalBrand {
  name: string;
  contactEmail: string;
}
