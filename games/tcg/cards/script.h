// A card's own choices: the TCG's script frame (fk::kScript). An ability
// that is `scripted(fk::kScript)` hands over to the script its card names in
// cards/script_list.h once its costs are paid (sw/abilities.h: the escape
// hatch). Most scripts are a Pick: a seat picks cards one at a time from a
// zone (its hand, its deck, its discard pile, its arenas) and each picked
// card goes somewhere (to the hand, to the discard pile) or loses damage
// counters; an optional `after` runs once the picking is over. A card whose
// choice is no Pick gives its own run / legal / apply / prompt.
//
// The script frame: f.seat = who decides now, f.source = the card,
// f.ability = its ability; v[0] = the ability's target (-1 none), v[1] = the
// triggering event's slot, v[2] = picks made (+ kPickDone once the chooser stopped), v[3] = the script's owner (the
// seat that used the ability; "you" on the card, TCG-GLOSS-15). Step 0 sets
// it up, step 1 waits for the picks; a card's own script may use steps 2-3.
#pragma once
#include <string>
#include <vector>
#include "tcg/state.h"

namespace sw::tcg {

enum class PickFrom : uint8_t { Hand, Deck, Discard, Arena };
enum class PickTo : uint8_t { Hand, Discard, Heal };

struct Pick {
  PickFrom from = PickFrom::Hand;
  PickTo to = PickTo::Discard;
  bool opponents_zone = false;     // the opponent's hand / arenas (else the owner's)
  bool opponent_chooses = false;   // the opponent of the owner picks
  bool up_to = false;              // "up to" / "you may": the chooser may stop (vb::kDone)
  int8_t count = 1;                // at most this many picks
  int8_t amount = 0;               // PickTo::Heal: damage counters taken off
  int8_t draw_first = 0;           // the owner draws this many before picking
  bool (*ok)(const TcgState&, CardId self, CardId c) = nullptr;  // which cards may be picked

  // "discard n of the cards in your hand" (the owner chooses).
  static constexpr Pick discard_from_hand(int n) { Pick p; p.count = static_cast<int8_t>(n); return p; }
  // "you may find a ... card in your deck, reveal it and add it to your hand; shuffle afterwards".
  static constexpr Pick search_deck(bool (*ok)(const TcgState&, CardId, CardId)) {
    Pick p;
    p.from = PickFrom::Deck;
    p.to = PickTo::Hand;
    p.up_to = true;
    p.ok = ok;
    return p;
  }
  // "choose up to n ... cards in your discard pile; they go back to your hand".
  static constexpr Pick return_from_discard(int n, bool (*ok)(const TcgState&, CardId, CardId)) {
    Pick p;
    p.from = PickFrom::Discard;
    p.to = PickTo::Hand;
    p.up_to = true;
    p.count = static_cast<int8_t>(n);
    p.ok = ok;
    return p;
  }
  // "take up to n damage counters off a unit of yours" (one with damage counters).
  static constexpr Pick heal_unit(int n, bool (*ok)(const TcgState&, CardId, CardId)) {
    Pick p;
    p.from = PickFrom::Arena;
    p.to = PickTo::Heal;
    p.up_to = true;
    p.amount = static_cast<int8_t>(n);
    p.ok = ok;
    return p;
  }
  constexpr Pick drawing_first(int n) const { Pick p = *this; p.draw_first = static_cast<int8_t>(n); return p; }
  constexpr Pick by_opponent() const { Pick p = *this; p.opponent_chooses = true; p.opponents_zone = true; return p; }
  constexpr Pick of_opponent() const { Pick p = *this; p.opponents_zone = true; return p; }
  constexpr Pick to_discard() const { Pick p = *this; p.to = PickTo::Discard; return p; }
  constexpr Pick optional() const { Pick p = *this; p.up_to = true; return p; }
  constexpr Pick matching(bool (*f)(const TcgState&, CardId, CardId)) const { Pick p = *this; p.ok = f; return p; }
  constexpr Pick from_zone(PickFrom z) const { Pick p = *this; p.from = z; return p; }
  constexpr Pick at_most(int n) const { Pick p = *this; p.count = static_cast<int8_t>(n); return p; }
};

struct CardScript {
  const char* key = "";       // the card (data/aotc.inc key)
  const char* ask = "";       // the chooser's prompt
  Pick pick;
  void (*after)(TcgState&, Frame&, EventLog*) = nullptr;  // once the picks are over
  void (*before)(TcgState&, Frame&, EventLog*) = nullptr;  // before the first pick (after draw_first)
  // The wording of a pick's label ("" = "Choose <card>").
  std::string (*label)(const TcgState&, const Frame&, Action) = nullptr;
  // Own script (all four, instead of the pick): step 0 is the script's start.
  StepResult (*run)(TcgState&, Frame&, EventLog*) = nullptr;
  void (*legal)(const TcgState&, const Frame&, int seat, std::vector<Action>&) = nullptr;
  void (*apply)(TcgState&, Frame&, int seat, Action, EventLog*) = nullptr;
  std::string (*prompt)(const TcgState&, const Frame&, int seat) = nullptr;
  bool secret = true;         // the chooser picks among cards the other player may not see

  static constexpr CardScript picking(const char* key, const char* ask, Pick p,
                                      void (*after)(TcgState&, Frame&, EventLog*) = nullptr) {
    CardScript s;
    s.key = key;
    s.ask = ask;
    s.pick = p;
    s.after = after;
    s.secret = p.from == PickFrom::Hand || p.from == PickFrom::Deck;
    return s;
  }
  constexpr CardScript first(void (*f)(TcgState&, Frame&, EventLog*)) const { CardScript s = *this; s.before = f; return s; }
  // A script of its own: run (with its own steps), legal, apply, prompt.
  static constexpr CardScript own(const char* key, StepResult (*run)(TcgState&, Frame&, EventLog*),
                                  void (*legal)(const TcgState&, const Frame&, int, std::vector<Action>&) = nullptr,
                                  void (*apply)(TcgState&, Frame&, int, Action, EventLog*) = nullptr,
                                  std::string (*prompt)(const TcgState&, const Frame&, int) = nullptr,
                                  bool secret = false) {
    CardScript s;
    s.key = key;
    s.run = run;
    s.legal = legal;
    s.apply = apply;
    s.prompt = prompt;
    s.secret = secret;
    return s;
  }
  constexpr CardScript labelled(std::string (*l)(const TcgState&, const Frame&, Action)) const {
    CardScript s = *this;
    s.label = l;
    return s;
  }
};

// The script of a card definition (nullptr: none).
const CardScript* card_script(int def);

// Shared by scripts: the owner (v[3]) and the frame's end.
inline int script_owner(const Frame& f) { return f.v[3]; }
inline constexpr int kPickDone = 1024;  // v[2]: the chooser stopped (vb::kDone)
inline int script_picks(const Frame& f) { return f.v[2] & (kPickDone - 1); }
// Shuffles a seat's deck (TCG-GLOSS-14).
void shuffle_deck(TcgState& g, int seat);
// A seat's Force / build points go up by n (down when negative; not below
// 0), logged: the same as the evt::kForce / evt::kBuildPoints events.
void change_force(TcgState& g, int seat, int n, EventLog* log);
void change_build_points(TcgState& g, int seat, int n, EventLog* log);
// Shows the opponent's hand to `seat` alone (a private log line).
void see_opponents_hand(TcgState& g, int seat, EventLog* log);
// Discards a card from a hand (public: the discard pile is face up).
void discard_from_hand(TcgState& g, CardId c, EventLog* log);

}  // namespace sw::tcg
