import { describeEveryPageTypeAtEveryWidth } from '../helpers/pageWidthsAndAxe.ts'

// German has the longest words: judged by axe too. The French and Italian stores are in pageWidthsFrIt.test.ts (a file per pair, so both workers share the walks).
describeEveryPageTypeAtEveryWidth(['/de', '/en'], ['/de'])
