// Direct Assault: add 2 to your total when the winner is determined. The
// bonus counts for the target too (OQ-EVR-09: the winner is determined from
// the totals after strategy effects), so it can push a total over.
#include "evr/strategies/strategy_parts.h"

namespace sw {
namespace evr {

int direct_assault_bonus() { return 2; }

}  // namespace evr
}  // namespace sw
