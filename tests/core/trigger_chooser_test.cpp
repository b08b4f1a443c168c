// The optional game hook trigger_chooser (sw/board_hooks.h): which seat
// orders the next of several simultaneous forced triggers. Without it the
// active seat picks among all of them (EvR, LCG); with it the chosen seat is
// offered only its own triggers and its only one resolves without a prompt
// (the TCG's "Dark Side first, then Light Side", TCG-ABIL-9).
//
// The tiny game ("bells"): four cards in play, two per seat, each a forced
// reaction to the ring the main frame raises; each reaction records its card.
// With the hook, seat 1 orders its own first.
#include <catch2/catch.hpp>
#include <type_traits>
#include <vector>
#include "sw/engine.h"

namespace {

using namespace sw;

constexpr uint8_t kEvRing = ev::kFirstGameEvent + 0;   // the main frame rings
constexpr uint8_t kEvHeard = ev::kFirstGameEvent + 1;  // `target` answered the ring
constexpr uint8_t kFrameMain = kFirstGameFrame + 0;
constexpr int kVerbRing = act::kFirstGameVerb + 0;

template <bool kChooser>
struct Bells : CoreFlow<CoreLimits> {
  int owner[4] = {0, 0, 1, 1};
  std::vector<int> heard;  // the cards whose reaction resolved, in order

  static const CardDef<Bells>& card_def(int) {
    static const CardDef<Bells> bell = CardDef<Bells>{"bell", "Bell"}.with(
        AbilityDef<Bells>::forced_reaction(kEvRing).does(Verb::Raise, Who::Self, 1, kEvHeard).says("Answer the ring."));
    return bell;
  }
  static int num_card_defs() { return 1; }
  static const FrameKindDef<Bells>* game_frames();
  static int num_game_frames() { return 1; }
  static const VerbDef* game_verbs() {
    static const VerbDef v[] = {{"ring", "Ring", false}};
    return v;
  }
  static int num_game_verbs() { return 1; }
  static int num_game_events() { return 2; }
  void resolve_game_event(Event& e, EventLog*) {
    if (e.kind == kEvHeard) heard.push_back(e.target);
    e.resolved = true;
  }
  void after_event(const Event&, EventLog*) {}
  std::string card_key(CardId c) const { return "bell." + std::to_string(c); }
  std::string card_label(CardId) const { return "Bell"; }
  int num_cards() const { return 4; }
  int def_of(CardId) const { return 0; }
  int controller_of(CardId c) const { return owner[c]; }
  bool in_play(CardId c) const { return c < 4; }
  bool in_hand_of(CardId, int) const { return false; }
  bool is_exhausted(CardId) const { return false; }
  void pay_exhaust(CardId) {}
  void pay_from_hand(CardId) {}
  // The hook, declared only by the variant that has it: seat 1 while it has a trigger waiting.
  template <bool B = kChooser, std::enable_if_t<B, int> = 0>
  int trigger_chooser(int base) const {
    for (int i = base; i < pending.size(); ++i)
      if (controller_of(pending[i].card) == 1) return 1;
    return 0;
  }
};
using Plain = Bells<false>;
using Chosen = Bells<true>;
static_assert(!has_trigger_chooser<Plain>::value, "the plain game has no chooser");
static_assert(has_trigger_chooser<Chosen>::value, "the chooser hook is found");

template <class G>
StepResult run_main(G&, Frame&, EventLog*) {
  return StepResult::Wait;
}
template <class G>
void legal_main(const G&, const Frame& f, int seat, std::vector<Action>& out) {
  if (seat == f.seat) out.push_back(make_action(kVerbRing));
}
template <class G>
void apply_main(G& g, Frame&, int, Action, EventLog*) {
  Event e;
  e.kind = kEvRing;
  e.seat = 0;
  engine::raise(g, e);
}

template <bool kChooser>
const FrameKindDef<Bells<kChooser>>* Bells<kChooser>::game_frames() {
  using G = Bells<kChooser>;
  static const FrameKindDef<G> k[] = {{"main", 1, run_main<G>, legal_main<G>, apply_main<G>, nullptr, nullptr, nullptr, nullptr}};
  return k;
}

template <class G>
G start() {
  G g;
  g.active = 0;
  Frame m;
  m.kind = kFrameMain;
  m.seat = 0;
  g.stack.push(m);
  engine::advance(g, nullptr);
  return g;
}

template <class G>
std::vector<Action> legal(const G& g, int seat) {
  std::vector<Action> out;
  engine::legal_actions(g, seat, out);
  return out;
}
template <class G>
std::vector<int> to_act(const G& g) {
  std::vector<int> out;
  engine::seats_to_act(g, out);
  return out;
}

}  // namespace

TEST_CASE("order of forced triggers: without the hook the active seat picks among all of them", "[core][order]") {
  Plain g = start<Plain>();
  engine::apply(g, 0, make_action(kVerbRing), nullptr);
  REQUIRE(to_act(g) == std::vector<int>{0});
  // Seat 0 is offered all four, its opponent's included.
  CHECK(legal(g, 0).size() == 4);
  CHECK(legal(g, 1).empty());
  engine::apply(g, 0, make_action(act::kOrder, 3, 0), nullptr);  // an opponent's trigger first
  CHECK(g.heard == std::vector<int>{3});
}

TEST_CASE("order of forced triggers: the chooser hook's seat orders its own first, then the other seat its own",
          "[core][order]") {
  Chosen g = start<Chosen>();
  engine::apply(g, 0, make_action(kVerbRing), nullptr);
  // Seat 1 has triggers waiting: it picks, among its own two only.
  REQUIRE(to_act(g) == std::vector<int>{1});
  CHECK(legal(g, 1) == std::vector<Action>{make_action(act::kOrder, 2, 0), make_action(act::kOrder, 3, 0)});
  CHECK(legal(g, 0).empty());
  engine::apply(g, 1, make_action(act::kOrder, 3, 0), nullptr);
  // Its last one resolves without a prompt; then seat 0 orders its two.
  CHECK(g.heard == std::vector<int>{3, 2});
  REQUIRE(to_act(g) == std::vector<int>{0});
  CHECK(legal(g, 0) == std::vector<Action>{make_action(act::kOrder, 0, 0), make_action(act::kOrder, 1, 0)});
  engine::apply(g, 0, make_action(act::kOrder, 1, 0), nullptr);
  CHECK(g.heard == std::vector<int>{3, 2, 1, 0});
  CHECK(g.pending.size() == 0);
  CHECK(to_act(g) == std::vector<int>{0});  // back at the main frame
  CHECK(legal(g, 0) == std::vector<Action>{make_action(kVerbRing)});
}

TEST_CASE("order of forced triggers: with the hook a seat's only trigger resolves without a prompt", "[core][order]") {
  Chosen g = start<Chosen>();
  g.owner[3] = 0;  // seat 1 keeps one bell, seat 0 has three
  engine::apply(g, 0, make_action(kVerbRing), nullptr);
  // Seat 1's one resolved at once; seat 0 now orders its three.
  CHECK(g.heard == std::vector<int>{2});
  REQUIRE(to_act(g) == std::vector<int>{0});
  CHECK(legal(g, 0).size() == 3);
}
