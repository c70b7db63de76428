// Complementos' rules, by concern: choosing and pricing (selection), the customer's words
// (messages) and the "a partir de" price (lowest-price).
export {
  checkSelection,
  chosenEntries,
  dependentPriceNote,
  optionPrice,
  pricedGroup,
  type ChosenOption,
  type OptionPricing,
  type OptionProblem,
  type OptionProblemCode,
  type RuleGroup,
  type RuleOption,
  type Selection,
  type SelectionCheck,
} from './selection';
export {
  describeChoices,
  groupPricingNote,
  groupRuleText,
  missingGroupMessage,
  selectionProblemMessage,
} from './messages';
export { lowestPrice } from './lowest-price';
