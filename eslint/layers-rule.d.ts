import type { Rule } from 'eslint';

export declare const layersRule: Rule.RuleModule;
