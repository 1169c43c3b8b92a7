import { describeEveryPageTypeAtEveryWidth } from '../helpers/pageWidthsAndAxe.ts'

// French has the typography (narrow no-break spaces before punctuation): judged by axe too.
describeEveryPageTypeAtEveryWidth(['/fr', '/it'], ['/fr'])
