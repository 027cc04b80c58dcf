//! The rules, rule by rule: where each is written in the code and which test checks it. Each
//! citation in the code names one rule (`// seed 002 rule 16`), so `grep -rn "rule 16"` finds
//! the code of rule 16; the tests of `tests/international_rules.rs` are named after their rule
//! (`rule16_...`).
//!
//! # International draughts (seed 002; seeds 000 and 001 say the same in Walloon)
//!
//! | rule | what | code | test (`tests/international_rules.rs` unless named) |
//! |---|---|---|---|
//! | 1 | take or block every enemy piece | `Game::outcome` (`game.rs`) | `rule23_side_without_pieces_loses` |
//! | 2 | "piece" means a man or a king | `Role` (`types.rs`); `Material::total` | `rule18_no_quality_rule_king_and_man_equal_two_men` |
//! | 3 | 100 squares, 50 of them played | `InternationalRules::COLS`, `ROWS` (`draughts/mod.rs`) | `rules05_06_start_position_and_known_perft` |
//! | 4 | the bottom-left corner is dark | `Geometry::coords` (`draughts/geometry.rs`) | app: `board::geometry::tests::bottom_left_square_is_dark_and_flipping_turns_the_board` |
//! | 5 | 20 men each on the first four rows | `Position::start` for `Draughts`, `Rules::MAX_PIECES` | `rules05_06_start_position_and_known_perft`, `fen_errors_say_what_is_wrong` |
//! | 6 | White moves first | `Rules::FIRST_MOVER` | `rules05_06_start_position_and_known_perft` |
//! | 7 | men step forward, one square | `for_each_quiet` (`draughts/generate.rs`) | `rule07_man_steps_forward_only_one_square`, `rule07_black_man_steps_down_the_board` |
//! | 8 | a man stopping on the last row is crowned | `Rules::CROWNING_ENDS_MOVE`, `Geometry` `PROMOTION` | `rule08_man_ending_on_the_last_row_becomes_a_king`, `rule08_man_passing_through_the_last_row_during_a_capture_stays_a_man` |
//! | 9 | kings move at distance | `Rules::FLYING_KINGS`, `for_each_quiet` | `rule09_king_moves_any_distance_forward_and_backward` |
//! | 10 | capture is compulsory, forwards and backwards | `Rules::MEN_CAPTURE_BACKWARD`, `Position::must_capture` | `rule10_men_capture_forward_and_backward_and_capture_is_compulsory` |
//! | 11 | a capture needs a free square behind the piece | `Captures::short` (`draughts/captures.rs`) | `rule11_capture_needs_a_free_square_behind_the_piece` |
//! | 12 | the man jumps, the piece is taken | `Captures::short` | `rule12_the_man_jumps_and_the_taken_piece_leaves_the_board` |
//! | 13 | a free square between pieces taken | `Captures::short` | `rule13_pieces_without_a_free_square_between_them_cannot_be_taken` |
//! | 14 | the man lands just after the last piece | `Captures::short` | `rule14_multiple_man_capture_lands_right_after_the_last_piece` |
//! | 15 | kings capture at distance | `Captures::flying` | `rule15_king_captures_at_distance` |
//! | 16 | kings change diagonal while capturing | `Captures::flying` | `rule16_king_changes_diagonal_during_a_capture` |
//! | 17 | kings land on any free square beyond | `Captures::flying` | `rule17_king_lands_on_any_free_square_after_the_last_piece` |
//! | 18 | the capture taking the most pieces | `Rules::MAJORITY_CAPTURE`, `Captures::emit` | `rule18_two_men_beat_one_king`, `rule18_majority_applies_across_pieces` |
//! | 19 | no piece jumped twice | `Captures` `empty`, `Captures::flying` | `rule19_turkish_strike_taken_piece_blocks_the_king` |
//! | 20 | pieces removed after the capture, in order | `Captures` `empty`, `Move::captures` | `rule20_captured_pieces_are_listed_in_capture_order` |
//! | 21 | touch-move | `Position::legal_moves_from`; the app's board | `rule21_touched_piece_lists_only_its_own_moves` |
//! | 22 | a move played accepts the opponent's last | `Game::play` | — (a property of the record: nothing re-checks old moves) |
//! | 23 | no passing; no move loses | `Game::outcome` | `rule23_blocked_side_loses`, `rule23_move_that_blocks_the_opponent_wins` |
//! | 24 | few pieces against a lone king draw | `rule24_applies`, `DrawRule24`, `fmjd_rule24_limit` (`game.rs`) | `rule24_seed_lone_king_against_three_or_fewer_with_a_king_is_drawn_at_once`, `rule24_fmjd_*` |
//! | 25 | threefold repetition draws | `Game::repetitions` | `rule25_third_occurrence_is_a_draw`, `rule25_repetitions_need_not_be_consecutive` |
//!
//! # English checkers (seed 004, by section)
//!
//! | section | code | test (`tests/english_rules.rs`) |
//! |---|---|---|
//! | Black moves first; 12 men each | `EnglishRules::FIRST_MOVER`, `Position::start` | `start_position_black_moves_first_and_known_perft` |
//! | "Tours": the players take turns to start | `english_starter` | `starter_alternates_and_the_visitor_starts_the_first_game` |
//! | men forward only | `EnglishRules::MEN_CAPTURE_BACKWARD` | `men_step_forward_only_one_square`, `men_capture_forward_only` |
//! | kings one square | `EnglishRules::FLYING_KINGS` | `kings_move_one_square_in_all_four_directions`, `kings_capture_one_square_in_all_directions` |
//! | capture compulsory, free choice | `EnglishRules::MAJORITY_CAPTURE` | `capture_is_compulsory_but_the_number_of_pieces_is_free` |
//! | "Couronnation": crowning ends the move | `EnglishRules::CROWNING_ENDS_MOVE`, `Captures::short` | `crowning_ends_the_move_even_if_a_capture_could_follow` |
//! | "Obligation de faire un coup" | `Game::outcome` | `no_move_is_a_loss` |
//! | "L'arbitre" | `arbiter_score`, `ARBITER_PLIES` (`game.rs`) | `arbiter_*` |
//!
//! # Dablot Prejjesne (seed 003 and `shared/dablot-rules.md`)
//!
//! | rule | code | test (`tests/dablot_rules.rs`) |
//! |---|---|---|
//! | board: 72 points, steps along the lines | `dablot/geometry.rs` | `a_lone_piece_on_a_corner_steps_along_eight_lines` |
//! | the rank rule | `rank` (`dablot/mod.rs`) | `a_warrior_cannot_capture_a_prince_or_a_king`, `the_rank_rule_holds_on_every_jump_of_a_chain` |
//! | 28 warriors, a prince, a king; a study position may have more princes or kings | `Position::problems`, `Position::study_notes` (`dablot/mod.rs`) | `a_study_position_with_two_princes_and_two_kings_reads_with_notes_and_keeps_the_rank_rule` |
//! | capture compulsory, chains to the end, free choice | `Dablot` move generator | `capture_is_compulsory_with_any_piece`, `free_choice_between_a_short_and_a_long_chain` |
//! | no piece or no move loses | `Game::outcome` | `seed_003_the_game_ends_when_a_side_has_no_piece_or_cannot_move` |
//! | two lone kings, repetition (app conventions) | `two_lone_kings`, `Game::repetitions` | `two_lone_kings_draw_at_once`, `the_third_repetition_is_a_draw` |
