export declare function watchHydrationInPage(): void;
export declare function hydrationReportInPage(): {
  serverRendered: boolean;
  hydrated: boolean;
  elements: number;
  splitTexts: number;
  problems: string[];
};
