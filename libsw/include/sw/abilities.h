// Abilities as data: card definitions, abilities, effects (verbs), limits,
// events and lasting effects. Games describe cards with these; sw/engine.h
// runs them. Templates take the game's state type G only for the few
// function pointers a card may need (a filter, a condition, a script).
//
// An ability (LCG-ABIL-1, TCG-ABIL-1) is:
//   kind      action / interrupt / reaction / forced interrupt / forced
//             reaction / constant / keyword
//   trigger   the event kind it answers (interrupts, reactions, forced) plus
//             whose card the event's source / target must be, and an
//             optional filter function
//   condition optional: "while ..." / "only if ..."
//   costs     exhaust this card, or play it from hand (then discard it)
//   zone      where the card must be: in play (its controller's), in hand
//             (play_from_hand), or a triggered ability from its owner's
//             discard pile (from_discard_pile); a triggered ability may also
//             work from one more zone of its controller's (also_usable_in)
//   target    what the controller chooses as "target" (none, a card in play,
//             friendly / enemy / any), with an optional filter
//   effects   a list of verbs from the shared library (Verb below); the
//             effects from `then_from` on are a "then" continuation that
//             runs only if every earlier effect resolved (LCG-TERMS-9)
//   limit     at most `max` uses per turn / phase / round / event / attack /
//             roll / game (TCG-ABIL-6, LCG-ABIL-7/8 "once per event")
//   timing    a game-defined window tag (TCG reroll / prevent windows); 0 =
//             any window of the ability's kind
//   script    the escape hatch: a game frame kind that runs instead of the
//             effect list, for the odd card that fits no verb
// Constant abilities and keywords are never "used": their modifiers are
// summed whenever a stat is queried (sw::stat in sw/engine.h).
#pragma once
#include <cstdint>
#include "sw/zone.h"

namespace sw {

struct Event;

enum class AbilityKind : uint8_t { Activated, Interrupt, Reaction, ForcedInterrupt, ForcedReaction, Constant, Keyword };
inline constexpr uint32_t kind_bit(AbilityKind k) { return 1u << static_cast<unsigned>(k); }

// Periods for limits and lasting effects. Each has a counter in the core
// (Core::period); a limit counts uses within the current value of its
// period, so "a new attack" is just the counter moving on.
enum class Scope : uint8_t { None, Turn, Phase, Round, Event, Attack, Roll, Game, Count };

// Whose card, relative to the controller of the ability's card. Friendly,
// OtherFriendly and Enemy go by team where a game has teams (its same_team
// hook, sw/board_hooks.h; the LCG's MP-GEN-24: "friendly" is the player or a
// teammate, and a teammate is never an enemy); Yours is "you control": the
// ability's controller alone. Without teams Friendly and Yours agree.
enum class Whose : uint8_t { Any, Self, Friendly, Enemy, OtherFriendly, Yours };

// Core event kinds; games add theirs from kFirstGameEvent. Every verb that
// changes the game is an event and passes through the windows
// (sw/engine.h): forced interrupts, interrupts, resolution, forced
// reactions, reactions.
namespace ev {
inline constexpr uint8_t kNone = 0;
inline constexpr uint8_t kUse = 1;        // an action/interrupt/reaction is initiated (can be cancelled)
inline constexpr uint8_t kDamage = 2;     // `amount` damage to `target`
inline constexpr uint8_t kDraw = 3;       // `seat` draws `amount`
inline constexpr uint8_t kMill = 4;       // `seat` discards the top `amount` cards of their deck
inline constexpr uint8_t kDestroy = 5;    // `target` leaves play to its owner's discard pile
inline constexpr uint8_t kExhaust = 6;
inline constexpr uint8_t kReady = 7;
inline constexpr uint8_t kFocus = 8;      // `amount` focus tokens on `target`
inline constexpr uint8_t kHeal = 9;       // remove `amount` damage from `target`
inline constexpr uint8_t kCapture = 10;   // `target` (in play or not) goes under `source` (out of play), LCG-CAPTURE; amount 1: it was in play
inline constexpr uint8_t kEnterPlay = 11; // `target` was put into play from hand
inline constexpr uint8_t kNumCore = 12;
inline constexpr uint8_t kFirstGameEvent = 32;
}  // namespace ev

// The verb library: what an effect does. Verbs that change the board raise
// the event of the same name; Cancel / Modify act on the event that
// triggered the ability; Lasting records a lasting effect.
enum class Verb : uint8_t {
  None, Damage, Draw, Mill, Destroy, Exhaust, Ready, Focus, Heal, Capture,
  Cancel,   // cancel the triggering event (an interrupt)
  Modify,   // add `amount` to the triggering event's amount (may go negative: it stops at 0)
  Lasting,  // +amount to stat `arg` of `who` until the end of `until`
  Raise,    // raise game event `arg` with `amount` about `who`
  Count
};

// Who an effect is about.
enum class Who : uint8_t {
  Self,          // the ability's card
  Target,        // the chosen target
  EventSource,   // the triggering event's source
  EventTarget,   // the triggering event's target
  You,           // the controller (seat verbs: draw, mill)
  EventSeat,     // the triggering event's seat
  Opponent,      // the next seat after the controller (2-seat games; LCG multi-seat asks via a target)
};

struct Effect {
  Verb verb = Verb::None;
  Who who = Who::Target;
  int16_t amount = 0;
  uint8_t arg = 0;             // Lasting: stat index; Raise: event kind
  Scope until = Scope::None;   // Lasting
};

enum class TargetZone : uint8_t { None, Play };

template <class G>
struct AbilityDef {
  AbilityKind kind = AbilityKind::Activated;
  // Trigger (interrupts, reactions, forced): event kind and whose card the
  // event's target / source is; `when` may refine it.
  uint8_t on = ev::kNone;
  // With a family of consecutive event kinds (a game's "a phase begins",
  // one kind per phase so that the answer index asks only the cards that
  // answer that phase's): the last kind it also answers, from `on` through
  // `on_last` (or_through). ev::kNone: `on` alone.
  uint8_t on_last = ev::kNone;
  Whose event_target = Whose::Any;
  Whose event_source = Whose::Any;
  bool (*when)(const G&, CardId self, const Event&) = nullptr;
  bool (*condition)(const G&, CardId self) = nullptr;
  // Costs.
  bool exhaust_self = false;
  bool from_hand = false;      // an event card: played from hand, then discarded
  // A triggered ability its card's owner may use while the card lies in
  // the owner's discard pile, and only there ("put this unit into play from
  // your discard pile"). Core boards only; windows and forced collections
  // look at a discard pile only for an event kind such an ability answers.
  bool from_discard = false;
  // A triggered ability also usable while its card lies in zone `also_in` of
  // its controller's, besides in play (kNoAlsoZone: nowhere else): the TCG's
  // prevent / Evade / Deflect abilities of a retreated unit in the build zone
  // (TCG-ABIL-2). Core boards only; the game's may_use still decides which
  // cards of that zone count. Windows and forced collections look at that
  // zone only for an event kind such an ability answers.
  static constexpr uint8_t kNoAlsoZone = 0xff;
  uint8_t also_in = kNoAlsoZone;
  // A cost the game collects with its own frame (LCG resources, TCG Force):
  // at the costs step the ability frame pushes a frame of game kind
  // `pay_kind` (seat, source and ability of the ability; v[0] = `pay`) and
  // goes on once it is popped. 0 = none.
  uint8_t pay_kind = 0;
  int8_t pay = 0;              // the amount, as the game reads it (e.g. -1 = the card's printed cost)
  // Target.
  TargetZone target = TargetZone::None;
  Whose target_whose = Whose::Any;
  bool (*target_ok)(const G&, CardId self, CardId target) = nullptr;
  // Effects; effects[then_from..] run only if all earlier ones resolved.
  Effect effects[4] = {};
  uint8_t n_effects = 0;
  uint8_t then_from = 4;
  // Limit.
  Scope limit = Scope::None;
  uint8_t max_uses = 1;
  uint8_t timing = 0;
  // Constant / keyword: +amount to stat `stat` of cards matching `whose`
  // (relative to this card's controller), while this card is in play and
  // `condition` holds, and only for cards `target_ok` accepts (when set:
  // "each friendly Trooper unit gets ...").
  uint8_t stat = 0;
  int8_t amount = 0;
  Whose whose = Whose::Self;
  uint8_t keyword = 0;         // Keyword: the keyword id; amount = its value
  // Escape hatch: a game frame kind that resolves the ability instead of
  // the effect list (0 = none).
  uint8_t script = 0;
  const char* text = "";

  // --- builders: one card ability reads like its text ---
  // "Action:" (LCG) / an activated ability (TCG).
  static constexpr AbilityDef action() { return with_kind(AbilityKind::Activated); }
  static constexpr AbilityDef interrupt(uint8_t e) { return with_kind(AbilityKind::Interrupt).on_event(e); }
  static constexpr AbilityDef reaction(uint8_t e) { return with_kind(AbilityKind::Reaction).on_event(e); }
  static constexpr AbilityDef forced_interrupt(uint8_t e) { return with_kind(AbilityKind::ForcedInterrupt).on_event(e); }
  static constexpr AbilityDef forced_reaction(uint8_t e) { return with_kind(AbilityKind::ForcedReaction).on_event(e); }
  static constexpr AbilityDef constant(uint8_t st, int8_t amt, Whose w) {
    AbilityDef a = with_kind(AbilityKind::Constant);
    a.stat = st;
    a.amount = amt;
    a.whose = w;
    return a;
  }
  static constexpr AbilityDef keyword_ability(uint8_t kw, int8_t value) {
    AbilityDef a = with_kind(AbilityKind::Keyword);
    a.keyword = kw;
    a.amount = value;
    return a;
  }
  // Answers every event kind from `on` through `last` (a family of consecutive kinds).
  constexpr AbilityDef or_through(uint8_t last) const { AbilityDef a = *this; a.on_last = last; return a; }
  constexpr AbilityDef targeting(Whose w) const { AbilityDef a = *this; a.event_target = w; return a; }
  constexpr AbilityDef sourced(Whose w) const { AbilityDef a = *this; a.event_source = w; return a; }
  constexpr AbilityDef only_when(bool (*f)(const G&, CardId, const Event&)) const { AbilityDef a = *this; a.when = f; return a; }
  constexpr AbilityDef only_if(bool (*f)(const G&, CardId)) const { AbilityDef a = *this; a.condition = f; return a; }
  constexpr AbilityDef exhaust_cost() const { AbilityDef a = *this; a.exhaust_self = true; return a; }
  constexpr AbilityDef play_from_hand() const { AbilityDef a = *this; a.from_hand = true; return a; }
  constexpr AbilityDef from_discard_pile() const { AbilityDef a = *this; a.from_discard = true; return a; }
  constexpr AbilityDef also_usable_in(uint8_t zone) const { AbilityDef a = *this; a.also_in = zone; return a; }
  constexpr AbilityDef paid_by(uint8_t game_frame_kind, int8_t n) const {
    AbilityDef a = *this;
    a.pay_kind = game_frame_kind;
    a.pay = n;
    return a;
  }
  constexpr AbilityDef choose(Whose w, bool (*ok)(const G&, CardId, CardId) = nullptr) const {
    AbilityDef a = *this;
    a.target = TargetZone::Play;
    a.target_whose = w;
    a.target_ok = ok;
    return a;
  }
  constexpr AbilityDef does(Verb v, Who who, int16_t n = 0, uint8_t arg = 0, Scope until = Scope::None) const {
    AbilityDef a = *this;
    if (a.n_effects < 4) a.effects[a.n_effects++] = Effect{v, who, n, arg, until};
    return a;
  }
  // A constant's filter: only cards `ok` accepts get its modifier ("enhanced
  // unit gains ...", "each friendly Trooper unit gets ...").
  constexpr AbilityDef applies_to(bool (*ok)(const G&, CardId, CardId)) const {
    AbilityDef a = *this;
    a.target_ok = ok;
    return a;
  }
  // Marks the start of the "then" part: the effects added after this.
  constexpr AbilityDef then() const { AbilityDef a = *this; a.then_from = a.n_effects; return a; }
  constexpr AbilityDef limit_per(Scope s, uint8_t n = 1) const { AbilityDef a = *this; a.limit = s; a.max_uses = n; return a; }
  constexpr AbilityDef in_window(uint8_t tag) const { AbilityDef a = *this; a.timing = tag; return a; }
  constexpr AbilityDef scripted(uint8_t game_frame_kind) const { AbilityDef a = *this; a.script = game_frame_kind; return a; }
  constexpr AbilityDef says(const char* t) const { AbilityDef a = *this; a.text = t; return a; }

  bool triggered() const {
    return kind == AbilityKind::Interrupt || kind == AbilityKind::Reaction || kind == AbilityKind::ForcedInterrupt ||
           kind == AbilityKind::ForcedReaction;
  }
  // The last event kind it answers (`on` unless a family's, or_through).
  uint8_t last_on() const { return on_last == ev::kNone || on_last < on ? on : on_last; }
  bool answers_kind(uint8_t k) const { return k == on || (k > on && k <= last_on()); }
  bool forced() const { return kind == AbilityKind::ForcedInterrupt || kind == AbilityKind::ForcedReaction; }
  bool passive() const { return kind == AbilityKind::Constant || kind == AbilityKind::Keyword; }

 private:
  static constexpr AbilityDef with_kind(AbilityKind k) {
    AbilityDef a{};
    a.kind = k;
    return a;
  }
  constexpr AbilityDef on_event(uint8_t e) const { AbilityDef a = *this; a.on = e; return a; }
};

// A card definition: facts (key, name, type, printed stats) + abilities.
inline constexpr int kMaxStats = 32;  // the LCG: cost, Force, resources, capacity, six combat icons, keywords, restrictions; the TCG: its marks up to 31
inline constexpr int kMaxAbilities = 4;
template <class G>
struct CardDef {
  const char* key = "";       // stable id, e.g. "shield-generator"
  const char* name = "";
  uint8_t type = 0;           // game-defined (unit, event, ...)
  int8_t stats[kMaxStats] = {};  // game-defined meaning (power, health, ...)
  AbilityDef<G> abilities[kMaxAbilities] = {};
  uint8_t n_abilities = 0;
  const char* text = "";

  constexpr CardDef with(const AbilityDef<G>& a) const {
    CardDef c = *this;
    if (c.n_abilities < kMaxAbilities) c.abilities[c.n_abilities++] = a;
    return c;
  }
};

// An event passing through its windows (sw/engine.h). Plain data.
struct Event {
  uint8_t kind = ev::kNone;
  int8_t seat = -1;          // acting seat (the controller of its source)
  int8_t ability = -1;       // kUse: which ability of `source` is initiated
  bool cancelled = false;
  bool resolved = false;     // set after resolution: it changed something
  CardId source = kNoCard;
  CardId target = kNoCard;
  int16_t amount = 0;
  uint32_t serial = 0;       // unique per match: the "once per event" key
  bool operator==(const Event& o) const {
    return kind == o.kind && seat == o.seat && ability == o.ability && cancelled == o.cancelled &&
           resolved == o.resolved && source == o.source && target == o.target && amount == o.amount &&
           serial == o.serial;
  }
};

// One use of a limited ability within a period.
struct Use {
  CardId card = kNoCard;
  int8_t ability = -1;
  Scope scope = Scope::None;
  uint32_t period = 0;  // the value of Core::period[scope] when used
  bool operator==(const Use& o) const {
    return card == o.card && ability == o.ability && scope == o.scope && period == o.period;
  }
};

// A lasting effect: +amount to stat `stat` of `target` until its period
// (`until`) ends. Small records, dropped when the period ends.
struct Lasting {
  CardId source = kNoCard;
  CardId target = kNoCard;
  uint8_t stat = 0;
  Scope until = Scope::Phase;
  int16_t amount = 0;
  bool operator==(const Lasting& o) const {
    return source == o.source && target == o.target && stat == o.stat && until == o.until && amount == o.amount;
  }
};

// A forced trigger waiting for its turn (several resolve in an order chosen
// by a prompt).
struct PendingTrigger {
  CardId card = kNoCard;
  int8_t ability = -1;
  int8_t event = -1;  // slot of the triggering event in Core::events
  bool operator==(const PendingTrigger& o) const { return card == o.card && ability == o.ability && event == o.event; }
};

}  // namespace sw
