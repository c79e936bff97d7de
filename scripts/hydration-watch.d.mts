export declare function watchHydrationInPage(): void;
export declare function hydrationReportInPage(): {
  serverRendered: boolean;
  hydrated: boolean;
  elements: number;
  splitTexts: number;
  /** Elements whose emotion class has the same rules under another name (see the script). */
  renamedClasses: number;
  problems: string[];
};
