//! pdn
