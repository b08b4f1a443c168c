// A game that keeps its own board runs its abilities and frames through
// sw/engine.h: only the board hooks (num_cards, def_of, controller_of,
// in_play, in_hand_of, is_exhausted, pay_exhaust, pay_from_hand) connect the
// engine to a plain array of cards. The tiny game ("mini"): two seats score
// points; the active seat uses actions, then ends its turn; both ends close
// the game.
//   Striker  Action, exhaust: strike for 2 (a game event: +2 to your score);
//            then you score 1.
//   Shield   Interrupt, exhaust: when an enemy card strikes, cancel it.
//   Alarm    Forced reaction: after an enemy card strikes, you score 1.
//   Trick    Action, played from hand (then discarded): a scripted frame
//            gives you 3.
#include <catch2/catch.hpp>
#include <string>
#include <vector>
#include "sw/engine.h"

namespace {

using namespace sw;

constexpr uint8_t kEvStrike = ev::kFirstGameEvent + 0;  // seat scores `amount` by striking
constexpr uint8_t kEvScore = ev::kFirstGameEvent + 1;   // seat scores `amount`
constexpr uint8_t kFrameMain = kFirstGameFrame + 0;     // v[0] = ends so far
constexpr uint8_t kFrameTrick = kFirstGameFrame + 1;    // Trick's script
constexpr int kVerbEnd = act::kFirstGameVerb + 0;

struct MiniCard {
  uint8_t def = 0;
  int8_t owner = 0;
  bool in_play = false;  // else in hand, or gone when `gone`
  bool gone = false;
  bool tapped = false;
};

struct Mini : CoreFlow<CoreLimits> {
  MiniCard board[4];
  int score[2] = {0, 0};

  // --- game hooks ---
  static const CardDef<Mini>& card_def(int def);
  static int num_card_defs() { return 4; }
  static const FrameKindDef<Mini>* game_frames();
  static int num_game_frames() { return 2; }
  static const VerbDef* game_verbs() {
    static const VerbDef v[] = {{"end", "End the turn", false}};
    return v;
  }
  static int num_game_verbs() { return 1; }
  static int num_game_events() { return 2; }
  void resolve_game_event(Event& e, EventLog*) {
    if (e.seat < 0 || e.seat > 1) return;
    score[e.seat] += e.amount;
    e.resolved = true;
  }
  void after_event(const Event&, EventLog*) {}
  std::string card_key(CardId c) const { return std::string(card_def(board[c].def).key) + "." + std::to_string(c); }
  std::string card_label(CardId c) const { return card_def(board[c].def).name; }
  // --- board hooks ---
  int num_cards() const { return 4; }
  int def_of(CardId c) const { return board[c].def; }
  int controller_of(CardId c) const { return board[c].owner; }
  bool in_play(CardId c) const { return c < 4 && board[c].in_play; }
  bool in_hand_of(CardId c, int seat) const { return c < 4 && !board[c].in_play && !board[c].gone && board[c].owner == seat; }
  bool is_exhausted(CardId c) const { return board[c].tapped; }
  void pay_exhaust(CardId c) { board[c].tapped = true; }
  void pay_from_hand(CardId c) { board[c].gone = true; }
  // --- the game's own wording of an ability's initiation ---
  void log_ability(const Frame& f, EventLog& log) const {
    log.add("power", f.seat, "Seat " + std::to_string(f.seat) + " uses " + card_label(f.source) + ".");
  }
};

using Ability = AbilityDef<Mini>;
using Card = CardDef<Mini>;

const CardDef<Mini>& Mini::card_def(int def) {
  static const Card cards[] = {
      Card{"striker", "Striker"}.with(Ability::action()
                                          .exhaust_cost()
                                          .does(Verb::Raise, Who::Self, 2, kEvStrike)
                                          .then()
                                          .does(Verb::Raise, Who::Self, 1, kEvScore)
                                          .says("Strike for 2; then score 1.")),
      Card{"shield", "Shield"}.with(Ability::interrupt(kEvStrike)
                                        .sourced(Whose::Enemy)
                                        .exhaust_cost()
                                        .does(Verb::Cancel, Who::EventTarget)
                                        .says("Cancel an enemy strike.")),
      Card{"alarm", "Alarm"}.with(Ability::forced_reaction(kEvStrike)
                                      .sourced(Whose::Enemy)
                                      .does(Verb::Raise, Who::You, 1, kEvScore)
                                      .says("After an enemy strike, score 1.")),
      Card{"trick", "Trick"}.with(Ability::action().play_from_hand().scripted(kFrameTrick).says("Score 3.")),
  };
  return cards[def];
}

StepResult run_main(Mini& g, Frame& f, EventLog*) {
  g.active = f.seat;
  return StepResult::Wait;
}
void legal_main(const Mini& g, const Frame& f, int seat, std::vector<Action>& out) {
  if (seat != f.seat) return;
  engine::add_use_actions(g, seat, kind_bit(AbilityKind::Activated), -1, 0, out);
  out.push_back(make_action(kVerbEnd));
}
void apply_main(Mini& g, Frame& f, int seat, Action a, EventLog*) {
  if (verb_of(a) == act::kUse) {
    engine::mark_use(g, card_of(a), arg_of(a), -1);
    engine::push_ability(g, card_of(a), arg_of(a), seat, -1);
  } else if (verb_of(a) == kVerbEnd) {
    if (++f.v[0] >= 2) g.stack.pop();
    else f.seat = static_cast<int8_t>(g.next_seat(f.seat));
  }
}
std::string label_main(const Mini&, const Frame&, Action a) { return verb_of(a) == kVerbEnd ? "Done for now" : ""; }
bool valid_main(const Mini& g, const Frame& f) { return f.seat >= 0 && f.seat < g.seats && f.v[0] >= 0 && f.v[0] < 2; }

StepResult run_trick(Mini& g, Frame& f, EventLog*) {
  g.score[f.seat] += 3;
  g.stack.pop();
  return StepResult::Continue;
}

const FrameKindDef<Mini> kFrames[] = {
    {"main", 1, run_main, legal_main, apply_main, nullptr, nullptr, label_main, valid_main},
    {"trick", 1, run_trick, nullptr, nullptr, nullptr, nullptr, nullptr, nullptr},
};
const FrameKindDef<Mini>* Mini::game_frames() { return kFrames; }

// Seat 0: Striker in play, Trick in hand. Seat 1: Shield and Alarm in play.
Mini start() {
  Mini g;
  g.board[0] = MiniCard{0, 0, true, false, false};
  g.board[1] = MiniCard{3, 0, false, false, false};
  g.board[2] = MiniCard{1, 1, true, false, false};
  g.board[3] = MiniCard{2, 1, true, false, false};
  Frame m;
  m.kind = kFrameMain;
  m.seat = 0;
  g.stack.push(m);
  engine::advance(g, nullptr);
  return g;
}

std::vector<Action> legal(const Mini& g, int seat) {
  std::vector<Action> out;
  engine::legal_actions(g, seat, out);
  return out;
}
std::vector<int> to_act(const Mini& g) {
  std::vector<int> out;
  engine::seats_to_act(g, out);
  return out;
}

static_assert(!has_core_board<Mini>::value, "Mini keeps its own board");

}  // namespace

TEST_CASE("own board: actions come from the board hooks", "[core][own-board]") {
  Mini g = start();
  CHECK(to_act(g) == std::vector<int>{0});
  CHECK(legal(g, 0) == std::vector<Action>{make_action(act::kUse, 0, 0), make_action(act::kUse, 1, 0),
                                            make_action(kVerbEnd)});
  CHECK(legal(g, 1).empty());
  // The frame words its own verb; the engine's default words the rest.
  CHECK(engine::action_label(g, make_action(kVerbEnd)) == "Done for now");
  CHECK(engine::action_label(g, make_action(act::kUse, 0, 0)) == "Use Striker: Strike for 2; then score 1.");
}

TEST_CASE("own board: a passed window lets the strike resolve, the forced reaction and the then part run",
          "[core][own-board]") {
  Mini g = start();
  EventLog log;
  engine::apply(g, 0, make_action(act::kUse, 0, 0), &log);
  CHECK(g.board[0].tapped);  // pay_exhaust paid the cost
  // The interrupt window: seat 0 has nothing and passes without a prompt.
  CHECK(to_act(g) == std::vector<int>{1});
  CHECK(legal(g, 1) == std::vector<Action>{make_action(act::kPass), make_action(act::kUse, 2, 0)});
  CHECK(engine::prompt(g, 1) == "Use an interrupt (Striker) or pass.");
  engine::apply(g, 1, make_action(act::kPass), &log);
  CHECK(g.score[0] == 3);  // strike 2, then 1
  CHECK(g.score[1] == 1);  // Alarm, forced
  CHECK(to_act(g) == std::vector<int>{0});
  // Striker is exhausted now: only Trick and end remain.
  CHECK(legal(g, 0) == std::vector<Action>{make_action(act::kUse, 1, 0), make_action(kVerbEnd)});
  // The game's own log line for the initiation.
  REQUIRE(!log.entries().empty());
  CHECK(log.entries()[0].type == "power");
  CHECK(log.entries()[0].text == "Seat 0 uses Striker.");
}

TEST_CASE("own board: only events some card can answer are raised with a serial", "[core][own-board]") {
  // No card answers an initiation (kUse) in Mini: Striker's use raises no
  // initiation event, its strike (answered by Shield and Alarm) is the first
  // numbered event, and the score events (answered by nothing) get serial 0.
  Mini g = start();
  CHECK(g.current(Scope::Event) == 0);
  engine::apply(g, 0, make_action(act::kUse, 0, 0), nullptr);
  REQUIRE(g.events.size() == 1);  // the strike, waiting in its interrupt window
  CHECK(g.events[0].kind == kEvStrike);
  CHECK(g.events[0].serial == 1);
  CHECK(g.current(Scope::Event) == 1);
  engine::apply(g, 1, make_action(act::kPass), nullptr);
  CHECK(g.score[0] == 3);
  CHECK(g.score[1] == 1);
  CHECK(g.current(Scope::Event) == 1);  // two score events came and went unnumbered
  CHECK(g.events.empty());
  // Trick (a scripted action from hand) hands over to its frame at once.
  engine::apply(g, 0, make_action(act::kUse, 1, 0), nullptr);
  CHECK(g.score[0] == 6);
  CHECK(g.current(Scope::Event) == 1);
}

TEST_CASE("own board: an interrupt cancels the strike, so neither the reaction nor the then part runs",
          "[core][own-board]") {
  Mini g = start();
  engine::apply(g, 0, make_action(act::kUse, 0, 0), nullptr);
  engine::apply(g, 1, make_action(act::kUse, 2, 0), nullptr);
  CHECK(g.board[2].tapped);
  CHECK(g.score[0] == 0);
  CHECK(g.score[1] == 0);
  CHECK(to_act(g) == std::vector<int>{0});
}

TEST_CASE("own board: a scripted ability played from hand", "[core][own-board]") {
  Mini g = start();
  engine::apply(g, 0, make_action(act::kUse, 1, 0), nullptr);
  CHECK(g.board[1].gone);  // pay_from_hand
  CHECK(g.score[0] == 3);
  CHECK(legal(g, 0) == std::vector<Action>{make_action(act::kUse, 0, 0), make_action(kVerbEnd)});
  engine::apply(g, 0, make_action(kVerbEnd), nullptr);
  CHECK(to_act(g) == std::vector<int>{1});
  engine::apply(g, 1, make_action(kVerbEnd), nullptr);
  CHECK(g.stack.empty());
  CHECK(to_act(g).empty());
}

TEST_CASE("own board: the flow saves and loads, and a frame that cannot arise is refused, loaded or in play", "[core][own-board]") {
  Mini g = start();
  engine::apply(g, 0, make_action(act::kUse, 0, 0), nullptr);  // waiting in the interrupt window
  json j = engine::flow_to_json(g);
  Mini h;
  h.board[0] = g.board[0], h.board[1] = g.board[1], h.board[2] = g.board[2], h.board[3] = g.board[3];
  REQUIRE(engine::flow_from_json(j, h) == "");
  CHECK(h.flow_equals(g));
  CHECK(engine::check_flow(h) == "");
  engine::apply(h, 1, make_action(act::kPass), nullptr);
  CHECK(h.score[0] == 3);

  json bad = j;
  bad["stack"][0][5] = 7;  // the main frame counts 7 ends: valid_main refuses it
  Mini k;
  CHECK(engine::flow_from_json(bad, k) == "core: a frame that cannot arise (main)");
  // The same frame arising in play (a card script that left a field as it
  // found it) breaks an invariant at once, not only the save it would make.
  Mini live = start();
  REQUIRE(engine::check_flow(live) == "");
  live.stack.frames[0].v[0] = 7;
  CHECK(engine::check_flow(live) == "a frame a load would refuse (main)");
  json extra = j;
  extra["cards"] = json::array();  // the board is the game's, not the flow's
  CHECK(engine::flow_from_json(extra, k) == "core: unknown key");
}
