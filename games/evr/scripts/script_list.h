// Every script (an ability that runs as a frame of its own, effects.h
// EvrScript), one line each: SW_EVR_SCRIPT(name, its EvrScript in the card's
// file). The number of a line is the script's PowerId and, plus
// kFirstScriptFrame, its frame kind; saves store the number
// ("pending.power"): add new lines at the end, never reorder. kNoScript keeps
// a number whose card now resolves with verbs (Yoda, Tarkin).
// tests/evr/registry_test.cpp checks this list against the card list.
// (No include guard: included once per use with SW_EVR_SCRIPT defined.)
SW_EVR_SCRIPT(Diplomacy, kDiplomacyScript)
SW_EVR_SCRIPT(TheForce, kTheForceScript)
SW_EVR_SCRIPT(Military, kMilitaryScript)
SW_EVR_SCRIPT(Recon, kReconScript)
SW_EVR_SCRIPT(Chewbacca, kChewbaccaScript)
SW_EVR_SCRIPT(HanSolo, kHanSoloScript)
SW_EVR_SCRIPT(Lando, kLandoScript)
SW_EVR_SCRIPT(Leia, kLeiaScript)
SW_EVR_SCRIPT(Luke, kLukeScript)
SW_EVR_SCRIPT(ObiWan, kObiWanScript)
SW_EVR_SCRIPT(R2D2C3PO, kR2D2C3POScript)
SW_EVR_SCRIPT(Yoda, kNoScript)
SW_EVR_SCRIPT(Piett, kPiettScript)
SW_EVR_SCRIPT(BobaFett, kBobaFettScript)
SW_EVR_SCRIPT(Vader, kVaderScript)
SW_EVR_SCRIPT(Palpatine, kPalpatineScript)
SW_EVR_SCRIPT(Veers, kVeersScript)
SW_EVR_SCRIPT(Tarkin, kNoScript)
SW_EVR_SCRIPT(IG88, kIG88Script)
SW_EVR_SCRIPT(Jabba, kJabbaScript)
// Strategy and event abilities that ask for a choice, and follow-ups.
SW_EVR_SCRIPT(Support, kSupportScript)
SW_EVR_SCRIPT(DisplayOfPower, kDisplayOfPowerScript)
SW_EVR_SCRIPT(FallOfAHero, kFallOfAHeroScript)
SW_EVR_SCRIPT(NegotiateWithTheHutts, kNegotiateWithTheHuttsScript)
SW_EVR_SCRIPT(AddCharacterFromReserve, kAddCharacterScript)
SW_EVR_SCRIPT(ReorderEvents, kReorderEventsScript)
SW_EVR_SCRIPT(NewStrategy, kNewStrategyScript)
