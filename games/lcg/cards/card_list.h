// The cards with abilities: one line each, X(function, key). The function
// (in cards/<function>.cpp) adds the card's abilities and our wording of its
// text to the printed facts; it applies to every printing of that key (the
// same card in several objective sets). Cards without a line are vanilla:
// their facts (data/core_set.inc) are the whole card.
// X(ident, "key")
