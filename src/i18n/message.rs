//! A message kept to be shown later (the status line, an added engine's notice, an engine
//! option refused): what it says, its id and arguments, rather than its words, so that it is
//! worded in the language of the moment each time it is shown ([`Tr::message`]) and follows
//! the user to another language.

use damier_engine::hub_client::HubError;
use damier_rules::{IllegalMove, ParseError};

use super::{Arg, Tr};
use crate::problem::Problem;

/// A message to be worded when it is shown.
#[derive(Clone, Debug, PartialEq)]
pub enum Message {
    /// The catalogue's message `id` with its arguments ([`Message::new`], [`Message::arg`],
    /// [`Message::said`]).
    Text { id: &'static str, args: Vec<(&'static str, MessageArg)> },
    /// What went wrong with a file, a paste or a position ([`Tr::problem`]).
    Problem(Problem),
    /// Why a move is not legal ([`Tr::illegal_move`]).
    IllegalMove(IllegalMove),
    /// Why a typed move was not played ([`crate::view::move_error_text`]).
    MoveText(ParseError),
    /// What went wrong with an added engine ([`crate::engines::error_text`]).
    Engine(HubError),
    /// Several messages in one line, the separator between them ([`Message::joined`]).
    Joined(Vec<Message>, &'static str),
}

/// An argument of a [`Message::Text`].
#[derive(Clone, Debug, PartialEq)]
pub enum MessageArg {
    /// Data, shown as it is in every language: a path, a name, a move, an error text from
    /// the system, a number (written in the language's form), a selector.
    Data(Arg<'static>),
    /// Words of their own, in the same language as the message.
    Message(Message),
}

impl Message {
    /// The catalogue's message `id`, its arguments added by [`Message::arg`] and
    /// [`Message::said`].
    pub fn new(id: &'static str) -> Message {
        Message::Text { id, args: Vec::new() }
    }

    /// The message with the argument `name`: data, shown as it is.
    pub fn arg<'a>(self, name: &'static str, value: impl Into<Arg<'a>>) -> Message {
        self.with(name, MessageArg::Data(value.into().into_owned()))
    }

    /// The message with the argument `name`: another message, worded in the same language.
    pub fn said(self, name: &'static str, message: Message) -> Message {
        self.with(name, MessageArg::Message(message))
    }

    /// The message with one more argument. Only [`Message::Text`] takes arguments: the other
    /// kinds hold their data already, and are given back as they are.
    fn with(self, name: &'static str, value: MessageArg) -> Message {
        match self {
            Message::Text { id, mut args } => {
                args.push((name, value));
                Message::Text { id, args }
            }
            other => other,
        }
    }

    /// `messages` in one line, `separator` between them (`" "`, `" — "`): one message alone
    /// as it is, `None` for none.
    pub fn joined(messages: impl IntoIterator<Item = Message>, separator: &'static str) -> Option<Message> {
        let mut messages: Vec<Message> = messages.into_iter().collect();
        match messages.len() {
            0 | 1 => messages.pop(),
            _ => Some(Message::Joined(messages, separator)),
        }
    }
}

impl Tr {
    /// `message` in this language.
    pub fn message(&self, message: &Message) -> String {
        match message {
            Message::Text { id, args } => {
                let args: Vec<(&str, Arg<'_>)> = args
                    .iter()
                    .map(|(name, value)| {
                        let value = match value {
                            MessageArg::Data(data) => data.clone(),
                            MessageArg::Message(message) => Arg::from(self.message(message)),
                        };
                        (*name, value)
                    })
                    .collect();
                self.fmt(id, &args)
            }
            Message::Problem(problem) => self.problem(problem),
            Message::IllegalMove(error) => self.illegal_move(error),
            Message::MoveText(error) => crate::view::move_error_text(self, error),
            Message::Engine(error) => crate::engines::error_text(self, error),
            Message::Joined(messages, separator) => {
                messages.iter().map(|m| self.message(m)).collect::<Vec<_>>().join(separator)
            }
        }
    }
}
