// The table of scripts (script_list.h): which EvrScript runs for each
// PowerId, the checks of a pending script's frame for loaded states, and the
// helpers shared by the scripts. Each script's code is in the file of the
// card that has it (resources/, events/, strategies/) or, when several cards
// share it, in a shared file beside that card.
#include "evr/scripts/helpers.h"

namespace sw {
namespace evr {

extern const EvrScript kNoScript;
#define SW_EVR_SCRIPT(id, def) extern const EvrScript def;
#include "evr/scripts/script_list.h"
#undef SW_EVR_SCRIPT

// A number kept for the save format whose card resolves with verbs: no frame.
const EvrScript kNoScript = {};

// Indexed by PowerId (script_list.h).
extern const EvrScript* const kScriptTable[] = {
    &kNoScript,
#define SW_EVR_SCRIPT(id, def) &def,
#include "evr/scripts/script_list.h"
#undef SW_EVR_SCRIPT
};
static_assert(sizeof(kScriptTable) / sizeof(kScriptTable[0]) == static_cast<size_t>(PowerId::Count),
              "one entry per PowerId");

bool power_asks(PowerId id) {
  const FrameKindDef<EvrState>& f = script_def(id).frame;
  return f.legal && f.apply && f.prompt;
}

bool card_has_script(int card, PowerId id) {
  if (card < 0 || card >= kNumResourceCards) return false;
  const EvrCard& d = *resource_def(card).def;
  for (int i = 0; i < d.n_abilities; ++i)
    if (d.abilities[i].script == script_kind(id)) return true;
  return false;
}

bool is_card_power_script(PowerId id) {
  for (int c = 0; c < kNumResourceCards; ++c)
    if (card_has_script(c, id)) return true;
  return false;
}

std::string check_pending(const EvrState& s) {
  if (!s.choosing()) return "";
  const ConstChoice q = s.choice();
  if (q.power <= PowerId::None || q.power >= PowerId::Count) return "pending: no such power";
  if (!power_asks(q.power)) return "pending: that power never waits for a choice";
  if (s.over) return "pending: a choice in a finished game";
  if (q.seat < 0 || q.seat > 1 || q.owner < 0 || q.owner > 1) return "pending: bad seat";
  const EvrScript& d = script_def(q.power);
  const bool card_power = is_card_power_script(q.power);  // a resource card's own power
  if (q.source >= 0) {
    // From a card: during the struggle, a card of the power's owner.
    if (s.phase != Phase::Struggle) return "pending: a card power outside the struggle";
    if (q.source >= kNumResourceCards || faction_of(q.source) != s.p[q.owner].faction)
      return "pending: the source card is not the owner's";
    if (card_power && !card_has_script(q.source, q.power)) return "pending: the source card does not have that power";
  } else {
    // Strategy and event effects: during dominance, from no card.
    if (card_power) return "pending: a card power without its card";
    if (s.phase != Phase::Dominance) return "pending: an effect outside the dominance phase";
  }
  // The script's own rules for its steps, seats and scratch values; by
  // default one step, decided by the owner, sourced as its kind is.
  if (d.frame.valid) return d.frame.valid(s, s.stack.top()) ? "" : "pending: that power cannot be at this step with these values";
  if (q.step != 0) return "pending: no such step of that power";
  if (q.seat != q.owner) return "pending: the owner of the power must decide";
  if (!card_power && q.source >= 0) return "pending: an effect has no source card";
  return "";
}

std::string choice_prompt(const EvrState& s, int seat) {
  const FrameKindDef<EvrState>& f = script_def(s.choice().power).frame;
  return f.prompt ? f.prompt(s, s.stack.top(), seat) : "";
}
void choice_peek(const EvrState& s, int seat, std::vector<CardId>& cards) {
  const FrameKindDef<EvrState>& f = script_def(s.choice().power).frame;
  if (f.peek) f.peek(s, s.stack.top(), seat, cards);
}
std::string choice_label(const EvrState& s, Action a) {
  const FrameKindDef<EvrState>& f = script_def(s.choice().power).frame;
  return f.label ? f.label(s, s.stack.top(), a) : std::string();
}
int choice_subject(const EvrState& s) {
  const EvrScript& d = script_def(s.choice().power);
  return d.subject ? d.subject(s) : -1;
}
bool choice_peeks_events(const EvrState& s) { return script_def(s.choice().power).peek_events != nullptr; }
void choice_peek_events(const EvrState& s, std::vector<int>& events) {
  const EvrScript& d = script_def(s.choice().power);
  if (d.peek_events) d.peek_events(s, events);
}

void ask(EvrState& s, PowerId power, int seat, int owner, int source, int step) {
  Frame f;
  f.kind = script_kind(power);
  f.step = static_cast<uint8_t>(step);
  f.seat = static_cast<int8_t>(seat);
  f.source = source >= 0 ? static_cast<CardId>(source) : kNoCard;
  f.v[0] = owner;  // owner, a, b, count (state.h)
  f.v[1] = -1;
  f.v[2] = -1;
  f.v[3] = 0;
  if (s.stack.depth() >= kMaxNesting) {  // powers never start powers
    report_violation("evr: a power's choice above another one (step stack deeper than kMaxNesting)");
    return;
  }
  s.stack.push(f);
}

void finish_power(EvrState& s, EventLog* log) {
  s.stack.pop();
  after_pending(s, log);
}

StepResult done(EvrState& s) {
  s.stack.pop();
  return StepResult::Continue;
}

StepResult no_effect(EvrState& s, EventLog* log, const char* why) {
  if (log) {
    const ConstChoice q = static_cast<const EvrState&>(s).choice();
    log->add("no_effect", q.owner,
             (q.source >= 0 ? card_label(q.source) : std::string("The effect")) + " has no effect: " + why + ".");
  }
  return done(s);
}

void pick_in_play(const EvrState& s, int seat, CardFilter f, std::vector<Action>& out) {
  // Rebel ids come before Imperial ids; a faction's cards in play become a
  // bit mask over its 24 ids, read in ascending order.
  for (int faction = 0; faction < 2; ++faction) {
    int owner = s.seat_of(faction);
    if (seat >= 0 && owner != seat) continue;
    const int base = faction * kCardsPerFaction;
    uint32_t mask = 0;
    for (CardId c : s.p[owner].in_play.cards) mask |= 1u << (c - base);
    const uint32_t exhausted = static_cast<uint32_t>(s.exhausted >> base) & mask;
    if (f == kActiveOnly) mask &= ~exhausted;
    else if (f == kExhaustedOnly) mask = exhausted;
    for (; mask; mask &= mask - 1) out.push_back(act::make(act::Pick, base + __builtin_ctz(mask)));
  }
}

int count_in_play(const EvrState& s, int seat, CardFilter f) {
  int n = 0;
  for (int owner = 0; owner < 2; ++owner) {
    if (seat >= 0 && owner != seat) continue;
    for (CardId c : s.p[owner].in_play.cards) {
      if (f == kActiveOnly && s.is_exhausted(c)) continue;
      if (f == kExhaustedOnly && !s.is_exhausted(c)) continue;
      ++n;
    }
  }
  return n;
}

void pick_deck_options(const EvrState& s, std::vector<Action>& out) {
  for (int f = 0; f < 2; ++f)
    if (s.has_card_to_play(s.seat_of(f))) out.push_back(act::make(act::Deck, f));
}

}  // namespace evr
}  // namespace sw
